/** Instant fixed prices (decision 077): the offers beside "Request quotes" in the request flow. */
export { InstantPriceOffers, InstantPriceOffersOfDraft } from './components/instant-price-offers';
