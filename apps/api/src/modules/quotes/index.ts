export { ERASED_MESSAGE, quotes, quotesPersonalData } from './quotes.service';
