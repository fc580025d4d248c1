<?php

declare(strict_types=1);

/*
 * The numbers of every rate limit (App\Infrastructure\RateLimits\RateLimitPolicy names and keys them): at most `attempts`
 * within `seconds`, counted before the attempt is made. The ones an operator may need to tune (traffic behind one
 * address, a busier shop) take an environment variable.
 */
return [
    // Accounts. Sign-in and two-factor count failures only (a success clears them); the rest count every try.
    //
    // Sign-in and two-factor failures are counted three ways (App\Infrastructure\RateLimits\RateLimitPolicy):
    // - `attempts` within `seconds` per e-mail (or account) and IP: one browser's typing;
    // - `ip_attempts` within `ip_seconds` per IP across every account, against one machine trying a password on many
    //   accounts. A Moldcell, Orange or Unité address stands for thousands of phones behind the carrier's NAT, so the
    //   ceiling counts failures only (a success gives its own back) and sits far above what the people behind one
    //   address mistype in an hour: a few dozen sign-ins, a handful of typos, and fewer still at the code step, which
    //   only those who typed the right password reach. A few strangers behind the same address, each also held by
    //   the two other limits, cannot reach it; a script spraying passwords stops after it for the hour.
    // - per account across every address (GrowingDelay): `account_free` failures within `account_seconds`, then each
    //   next try waits for the one before, `account_first_delay` seconds doubled each time up to `account_max_delay`.
    //   Never a lock: the owner waits at most `account_max_delay` after a stranger's last try (a reset link opens the
    //   account at once), and a guesser on a hundred addresses gets about a hundred tries a day, not 720 000 codes.
    //   The owner is mailed, in their language, when the delays begin (at most once a day: `login-alert`,
    //   `two-factor-alert`).
    'login' => [
        'attempts' => (int) env('RATE_LIMIT_LOGIN', 5), 'seconds' => 60,
        'ip_attempts' => (int) env('RATE_LIMIT_LOGIN_PER_ADDRESS', 100), 'ip_seconds' => 3600,
        'account_free' => 10, 'account_first_delay' => 15, 'account_max_delay' => (int) env('RATE_LIMIT_ACCOUNT_MAX_DELAY', 900), 'account_seconds' => 86400,
    ],
    'two-factor' => [
        'attempts' => 5, 'seconds' => 60,
        'ip_attempts' => (int) env('RATE_LIMIT_TWO_FACTOR_PER_ADDRESS', 30), 'ip_seconds' => 3600,
        'account_free' => 10, 'account_first_delay' => 15, 'account_max_delay' => (int) env('RATE_LIMIT_ACCOUNT_MAX_DELAY', 900), 'account_seconds' => 86400,
    ],
    'login-alert' => ['attempts' => 1, 'seconds' => 86400],                                 // mails per account
    'two-factor-alert' => ['attempts' => 1, 'seconds' => 86400],                            // mails per account
    'register' => ['attempts' => (int) env('RATE_LIMIT_REGISTER', 10), 'seconds' => 3600],  // per IP, refused tries too
    'reset-link' => ['attempts' => 3, 'seconds' => 600],                                    // per e-mail and IP
    'reset' => ['attempts' => 10, 'seconds' => 60],                                         // per IP
    'verify-resend' => ['attempts' => 1, 'seconds' => 60],                                  // per account
    'confirm-password' => ['attempts' => 5, 'seconds' => 60],                               // per account, failures
    'password-change' => ['attempts' => 5, 'seconds' => 60],                                // per account
    'email-change' => ['attempts' => 5, 'seconds' => 3600],                                 // per account, saves naming a new address
    'account-delete' => ['attempts' => 5, 'seconds' => 60],                                 // per account

    // Company and content forms, per IP; newsletter mails per address.
    'contact' => ['attempts' => (int) env('RATE_LIMIT_CONTACT', 5), 'seconds' => 600],
    'newsletter' => ['attempts' => (int) env('RATE_LIMIT_NEWSLETTER', 5), 'seconds' => 600],
    'newsletter-mail' => ['attempts' => 3, 'seconds' => 3600],
    'job-applications' => ['attempts' => 10, 'seconds' => 600],
    'credit-requests' => ['attempts' => 10, 'seconds' => 600],

    // Browsing and shopping, per IP unless said otherwise. Mobile carriers put many shoppers behind one address, so
    // these ceilings are far above what one person browsing does; they stop scrapers and scripts, not shoppers.
    'api' => ['attempts' => (int) env('RATE_LIMIT_API', 300), 'seconds' => 60],
    'search' => ['attempts' => (int) env('RATE_LIMIT_SEARCH', 60), 'seconds' => 60],
    // robots.txt and the sitemap's files (a crawler reads a few dozen files per visit).
    'crawlers' => ['attempts' => (int) env('RATE_LIMIT_CRAWLERS', 120), 'seconds' => 60],
    // The translations and the category tree of a first visit (App\Infrastructure\Inertia\OnceFiles): a browser keeps them a
    // year, so a shopper asks once per language and deploy.
    'page-data' => ['attempts' => (int) env('RATE_LIMIT_PAGE_DATA', 120), 'seconds' => 60],
    'search-suggest' => ['attempts' => (int) env('RATE_LIMIT_SEARCH_SUGGEST', 180), 'seconds' => 60],
    'cart' => ['attempts' => (int) env('RATE_LIMIT_CART', 60), 'seconds' => 60],
    // GET /stare: a session and CSRF token before a shopper's first action on a cached page.
    'shopper-state' => ['attempts' => (int) env('RATE_LIMIT_SHOPPER_STATE', 60), 'seconds' => 60],
    'favourites' => ['attempts' => (int) env('RATE_LIMIT_FAVOURITES', 60), 'seconds' => 60],
    'compare' => ['attempts' => (int) env('RATE_LIMIT_COMPARE', 60), 'seconds' => 60],
    // The recently viewed strip: one read per product or home page shown (it records the product), and clearing it.
    'recently-viewed' => ['attempts' => (int) env('RATE_LIMIT_RECENTLY_VIEWED', 120), 'seconds' => 60],
    // Stock and price alerts: asking for one, its confirmation and unsubscribe links, the account's list; a guest's
    // confirmation mails per address typed, against mail bombing.
    'stock-alerts' => ['attempts' => (int) env('RATE_LIMIT_STOCK_ALERTS', 20), 'seconds' => 60],
    'stock-alert-mail' => ['attempts' => 3, 'seconds' => 3600],
    // Orders: `attempts` per shopper (account, else guest cookie), `ip_attempts` per address. A Moldcell or Orange
    // address stands for thousands of phones behind the carrier's NAT: a busy evening brings a few dozen order tries
    // from one such address in ten minutes, so its ceiling is far above that and still stops one machine's flood.
    'checkout' => ['attempts' => (int) env('RATE_LIMIT_CHECKOUT', 20), 'ip_attempts' => (int) env('RATE_LIMIT_CHECKOUT_PER_ADDRESS', 600), 'seconds' => 600],
    // Typing a promo code in the cart or at checkout, per shopper and per address: enough to fix a typo or try the few
    // codes one has, far too few to guess codes (a wrong guess writes nothing).
    'promo-code' => ['attempts' => (int) env('RATE_LIMIT_PROMO_CODE', 10), 'ip_attempts' => (int) env('RATE_LIMIT_PROMO_CODE_PER_ADDRESS', 300), 'seconds' => 600],
    'one-click' => ['attempts' => (int) env('RATE_LIMIT_ONE_CLICK', 10), 'ip_attempts' => (int) env('RATE_LIMIT_ONE_CLICK_PER_ADDRESS', 300), 'seconds' => 3600],
    'one-click-phone' => ['attempts' => (int) env('RATE_LIMIT_ONE_CLICK_PHONE', 3), 'seconds' => 3600], // per +373 number
    // Mailing an order's link again: per order number, and `ip_attempts` per IP in the same window.
    'order-link' => ['attempts' => 3, 'ip_attempts' => 10, 'seconds' => 3600],
    // A customer cancelling their own order from its page.
    'order-cancel' => ['attempts' => (int) env('RATE_LIMIT_ORDER_CANCEL', 10), 'seconds' => 600],
    // A customer asking for a return or filing a warranty claim from their order's page.
    'returns' => ['attempts' => (int) env('RATE_LIMIT_RETURNS', 10), 'seconds' => 600],
    // Finding an order by its number and phone without its link: `attempts` per IP, `number_attempts` per order number
    // (every try counts, found or not), so neither one address nor many can walk through phone numbers for an order.
    'order-lookup' => ['attempts' => (int) env('RATE_LIMIT_ORDER_LOOKUP', 10), 'number_attempts' => 5, 'seconds' => 600],
    // Mailing an order's signed link from the lookup (returns and warranty claims): per order, and `ip_attempts` per IP.
    'order-lookup-link' => ['attempts' => (int) env('RATE_LIMIT_ORDER_LOOKUP_LINK', 3), 'ip_attempts' => 10, 'seconds' => 3600],
    // Online payments (docs/payments.md), per IP: starting a payment or switching to cash (each start asks the
    // provider); the payment's status, which the QR panel polls every few seconds for at most its 15 minutes, and the
    // return from the card page; the providers' callbacks (a provider sends a few per payment, from few addresses).
    'payments' => ['attempts' => (int) env('RATE_LIMIT_PAYMENTS', 20), 'seconds' => 600],
    'payment-status' => ['attempts' => (int) env('RATE_LIMIT_PAYMENT_STATUS', 60), 'seconds' => 60],
    'payment-callbacks' => ['attempts' => (int) env('RATE_LIMIT_PAYMENT_CALLBACKS', 600), 'seconds' => 60],
    // A signed-in shopper's saved addresses: adding, changing, deleting, choosing the default; per account.
    'addresses' => ['attempts' => (int) env('RATE_LIMIT_ADDRESSES', 30), 'seconds' => 60],
    // Product reviews: writing or editing one's review, per account (each goes to the moderators' queue); "was this
    // helpful" and reports, per account; the reviews' own reads (another page or sort, the shopper's own), per IP.
    'reviews' => ['attempts' => (int) env('RATE_LIMIT_REVIEWS', 5), 'seconds' => 3600],
    'review-votes' => ['attempts' => (int) env('RATE_LIMIT_REVIEW_VOTES', 30), 'seconds' => 600],
    'reviews-read' => ['attempts' => (int) env('RATE_LIMIT_REVIEWS_READ', 120), 'seconds' => 60],

    // The back office, per staff account: every admin page and action; CSV exports (each one streams a whole list).
    'admin' => ['attempts' => (int) env('RATE_LIMIT_ADMIN', 600), 'seconds' => 60],
    'admin-export' => ['attempts' => (int) env('RATE_LIMIT_ADMIN_EXPORT', 10), 'seconds' => 600],
    // Image uploads (each request may carry several pictures, each resized into several variants).
    'admin-upload' => ['attempts' => (int) env('RATE_LIMIT_ADMIN_UPLOAD', 60), 'seconds' => 600],
    // The catalogue CSV's dry runs and applies together (each one reads a whole file).
    'admin-import' => ['attempts' => (int) env('RATE_LIMIT_ADMIN_IMPORT', 20), 'seconds' => 600],
    // Staff invitations, per owner (each mails a link to a new address).
    'admin-invite' => ['attempts' => (int) env('RATE_LIMIT_ADMIN_INVITE', 20), 'seconds' => 3600],
    // Staff invitations mailed again: per owner, and `invitee_attempts` per person invited in the same hour.
    'admin-invite-resend' => ['attempts' => 10, 'invitee_attempts' => 3, 'seconds' => 3600],

    // GET /up, per IP: far above a load balancer's or a monitor's polling (several a second), low enough that it
    // cannot be used to keep the database and the SSR server busy.
    'health' => ['attempts' => (int) env('RATE_LIMIT_HEALTH', 600), 'seconds' => 60],
];
