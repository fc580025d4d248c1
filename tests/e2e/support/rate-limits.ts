/**
 * Every shopper of the browser tests comes from 127.0.0.1, so the per-address limits on browsing and shopping would
 * soon refuse them all: the shared server raises those (and the contact and newsletter forms', which several files
 * send). Sign-in, two-factor and the other forms keep their real limits,
 * and tests/e2e/rate-limits.spec.ts checks the rest on a server of its own.
 */
export const relaxedShoppingLimits: Record<string, string> = {
  RATE_LIMIT_API: '100000',
  RATE_LIMIT_SEARCH: '100000',
  RATE_LIMIT_SEARCH_SUGGEST: '100000',
  RATE_LIMIT_CART: '100000',
  RATE_LIMIT_FAVOURITES: '100000',
  RATE_LIMIT_COMPARE: '100000',
  RATE_LIMIT_CHECKOUT: '100000',
  RATE_LIMIT_CHECKOUT_PER_ADDRESS: '100000',
  RATE_LIMIT_ONE_CLICK: '100000',
  RATE_LIMIT_ONE_CLICK_PER_ADDRESS: '100000',
  RATE_LIMIT_ONE_CLICK_PHONE: '100000',
  RATE_LIMIT_ORDER_CANCEL: '100000',
  RATE_LIMIT_REGISTER: '100000',
  // Several files send the footer's newsletter box and the contact form (form-arrivals, company, anonymous pages):
  // room for all of them, still a limit.
  RATE_LIMIT_CONTACT: '100',
  RATE_LIMIT_NEWSLETTER: '100',
  // The stock alerts' form, confirmation and unsubscribe links, account list (stock-alerts.spec, screenshots).
  RATE_LIMIT_STOCK_ALERTS: '1000',
};
