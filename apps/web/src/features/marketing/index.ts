/** The landing and about pages' parts: hero, claims, how it works, reviews, badges and partner workshops. */
export { Claims } from './components/claims';
export { DeferredWorkshopCarousel as WorkshopCarousel } from './components/deferred-workshop-carousel';
export { Hero } from './components/hero';
export { HowItWorks } from './components/how-it-works';
export { MediaMentions } from './components/media-mentions';
export { Reviews } from './components/reviews';
export { TrustBadges } from './components/trust-badges';
