<?php

declare(strict_types=1);

namespace App\Infrastructure\RateLimits;

use App\Http\Middleware\SetLocaleFromUrl;
use App\Http\Requests\Settings\UpdateProfileRequest;
use App\Infrastructure\Admin\AdminArea;
use App\Infrastructure\Http\TooManyAttempts;
use App\Infrastructure\Locale\Locales;
use App\Infrastructure\Security\SecurityLog;
use App\Infrastructure\Shopper\GuestId;
use App\Models\User;
use App\Policies\StaffGates;
use App\Support\Phone;
use App\Support\Text;
use Closure;
use Illuminate\Cache\RateLimiting\Limit;
use Illuminate\Http\Exceptions\ThrottleRequestsException;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\RateLimiter;

/**
 * Every rate limit of the shop, by name: what it counts per (the key) and how a refusal is answered. The numbers
 * are in config/rate_limits.php. Routes use them as `throttle:{name}` (the ThrottleRequests middleware, counting
 * before the attempt); the actions that count only failures call Attempts with the same names.
 *
 * Answers: account and content forms get the message beside the field, in the shopper's language, and keep what
 * was typed (TooManyAttempts); other pages get the 429 page; JSON callers get `{message}` (plus `errors` for
 * forms); all with Retry-After.
 */
final class RateLimitPolicy
{
    public const LOGIN = 'login';

    public const TWO_FACTOR = 'two-factor';

    /** The mail to an account's owner when its sign-in failures start being slowed down: at most one a day. */
    public const LOGIN_ALERT = 'login-alert';

    /** The same when someone who knows the password keeps failing the second factor. */
    public const TWO_FACTOR_ALERT = 'two-factor-alert';

    public const REGISTER = 'register';

    public const RESET_LINK = 'reset-link';

    public const RESET = 'reset';

    public const VERIFY_RESEND = 'verify-resend';

    public const CONFIRM_PASSWORD = 'confirm-password';

    public const PASSWORD_CHANGE = 'password-change';

    /** Profile saves that ask for a new e-mail address: each one mails the address typed. */
    public const EMAIL_CHANGE = 'email-change';

    public const ACCOUNT_DELETE = 'account-delete';

    public const CONTACT = 'contact';

    public const NEWSLETTER = 'newsletter';

    public const NEWSLETTER_MAIL = 'newsletter-mail';

    public const JOB_APPLICATIONS = 'job-applications';

    public const CREDIT_REQUESTS = 'credit-requests';

    public const API = 'api';

    public const SEARCH = 'search';

    public const CRAWLERS = 'crawlers';

    public const SEARCH_SUGGEST = 'search-suggest';

    public const PAGE_DATA = 'page-data';

    public const CART = 'cart';

    public const SHOPPER_STATE = 'shopper-state';

    public const FAVOURITES = 'favourites';

    public const COMPARE = 'compare';

    public const RECENTLY_VIEWED = 'recently-viewed';

    /** Stock and price alerts: asking for one, confirming, unsubscribing, the account's list. */
    public const STOCK_ALERTS = 'stock-alerts';

    /** A guest's alert confirmation mails, per address typed. */
    public const STOCK_ALERT_MAIL = 'stock-alert-mail';

    public const CHECKOUT = 'checkout';

    public const ONE_CLICK = 'one-click';

    /** Promo codes typed in the cart or at checkout: per shopper and per address, against guessing. */
    public const PROMO_CODE = 'promo-code';

    public const ONE_CLICK_PHONE = 'one-click-phone';

    public const ORDER_LINK = 'order-link';

    public const ORDER_CANCEL = 'order-cancel';

    /** A customer asking for a return or filing a warranty claim from their order's page. */
    public const RETURNS = 'returns';

    /** Finding an order by its number and phone (the page for a shopper without the order's link). */
    public const ORDER_LOOKUP = 'order-lookup';

    /** Mailing an order's signed link from the lookup, for a return or a warranty claim: per order and per IP. */
    public const ORDER_LOOKUP_LINK = 'order-lookup-link';

    /** Starting an online payment of an order, or switching it to cash (each start asks the provider). */
    public const PAYMENTS = 'payments';

    /** The order page's payment status (the QR panel polls it) and the return from the provider's page. */
    public const PAYMENT_STATUS = 'payment-status';

    /** Providers' callbacks, per address (outside the web group: no session). */
    public const PAYMENT_CALLBACKS = 'payment-callbacks';

    /** A signed-in shopper's saved delivery addresses. */
    public const ADDRESSES = 'addresses';

    /** A shopper writing or editing their product review, per account. */
    public const REVIEWS = 'reviews';

    /** "Was this helpful" and reporting a review, per account. */
    public const REVIEW_VOTES = 'review-votes';

    /** The product page's reviews asked for by its script (another page or sort, the shopper's own), per IP. */
    public const REVIEWS_READ = 'reviews-read';

    public const ADMIN = 'admin';

    public const ADMIN_EXPORT = 'admin-export';

    public const ADMIN_UPLOAD = 'admin-upload';

    public const ADMIN_IMPORT = 'admin-import';

    /** A new staff member invited (each invitation mails a link): per owner sending it. */
    public const ADMIN_INVITE = 'admin-invite';

    /** A staff invitation mailed again: per owner sending it, and per person it goes to. */
    public const ADMIN_INVITE_RESEND = 'admin-invite-resend';

    public const HEALTH = 'health';

    /** Limits whose lock-out goes to the security log: someone may be guessing a password, a code or a link. */
    public const LOGGED = [self::LOGIN, self::TWO_FACTOR, self::CONFIRM_PASSWORD, self::RESET_LINK, self::RESET];

    public static function register(): void
    {
        foreach (self::definitions() as $name => $definition) {
            RateLimiter::for($name, $definition);
        }
    }

    /**
     * The attempts and window of a limiter, from config/rate_limits.php.
     */
    public static function limit(string $name, string $attempts = 'attempts'): Limit
    {
        $config = config()->array('rate_limits.'.$name);

        return new Limit('', (int) $config[$attempts], (int) $config['seconds']);
    }

    /**
     * One account's failures from every address together (config `account_*`): a wait growing past the free ones.
     */
    private static function accountDelay(string $name): GrowingDelay
    {
        $config = config()->array('rate_limits.'.$name);

        return new GrowingDelay((int) $config['account_free'], (int) $config['account_first_delay'], (int) $config['account_max_delay'], (int) $config['account_seconds']);
    }

    /** The failures of every account from one address together (config `ip_attempts` within `ip_seconds`). */
    private static function addressCeiling(string $name): SharedLimit
    {
        $config = config()->array('rate_limits.'.$name);

        return new SharedLimit((int) $config['ip_attempts'], (int) $config['ip_seconds']);
    }

    /**
     * A lock-out on a guessing-prone form, for the security log: the account when it is known, else a keyed hash of
     * the address typed (never the address or anything typed in a password field).
     */
    public static function lockedOut(string $limiter, Request $request): void
    {
        if (! in_array($limiter, self::LOGGED, true)) {
            return;
        }

        $userId = match ($limiter) {
            self::TWO_FACTOR => self::pendingUserId($request),
            self::CONFIRM_PASSWORD => self::userId($request),
            default => self::accountFor(self::email($request)),
        };
        $context = ['limiter' => $limiter];
        if ($userId === null && self::email($request) !== '') {
            $context['email_hash'] = SecurityLog::emailHash(self::email($request));
        }

        SecurityLog::record('login_locked_out', $userId, $request, $context);
    }

    /**
     * @return array<string, Closure(Request): (Limit|list<Limit>)>
     */
    private static function definitions(): array
    {
        return [
            // Failures only (a success clears them): per address typed and IP; per IP across every account, sized
            // for a carrier's NAT; per account across every address, a growing wait rather than a lock.
            self::LOGIN => static fn (Request $request): array => [
                self::limit(self::LOGIN)->by(self::email($request).'|'.$request->ip())->response(self::beside('email')),
                self::addressCeiling(self::LOGIN)->by('ip|'.$request->ip())->response(self::beside('email')),
                self::accountDelay(self::LOGIN)->by('account|'.self::email($request))->response(self::beside('email')),
            ],
            self::TWO_FACTOR => static fn (Request $request): array => [
                self::limit(self::TWO_FACTOR)->by(self::pendingUserId($request).'|'.$request->ip())
                    ->response(self::beside($request->filled('recovery_code') ? 'recovery_code' : 'code')),
                self::addressCeiling(self::TWO_FACTOR)->by('ip|'.$request->ip())
                    ->response(self::beside($request->filled('recovery_code') ? 'recovery_code' : 'code')),
                self::accountDelay(self::TWO_FACTOR)->by('account|'.self::pendingUserId($request))
                    ->response(self::beside($request->filled('recovery_code') ? 'recovery_code' : 'code')),
            ],
            self::LOGIN_ALERT => static fn (Request $request): Limit => self::limit(self::LOGIN_ALERT)->by('account|'.self::email($request)),
            self::TWO_FACTOR_ALERT => static fn (Request $request): Limit => self::limit(self::TWO_FACTOR_ALERT)->by('account|'.self::pendingUserId($request)),
            self::REGISTER => static fn (Request $request): Limit => self::limit(self::REGISTER)
                ->by((string) $request->ip())->response(self::beside('email')),
            self::RESET_LINK => static fn (Request $request): Limit => self::limit(self::RESET_LINK)
                ->by(self::email($request).'|'.$request->ip())->response(self::beside('email')),
            self::RESET => static fn (Request $request): Limit => self::limit(self::RESET)
                ->by((string) $request->ip())->response(self::beside('email')),
            self::VERIFY_RESEND => static fn (Request $request): Limit => self::limit(self::VERIFY_RESEND)
                ->by(self::userId($request).'')->response(self::beside('email')),
            self::CONFIRM_PASSWORD => static fn (Request $request): Limit => self::limit(self::CONFIRM_PASSWORD)
                ->by(self::userId($request).'')->response(self::beside('password')),
            // Both check the current password with a deliberately slow hash.
            self::PASSWORD_CHANGE => static fn (Request $request): Limit => self::limit(self::PASSWORD_CHANGE)
                ->by(self::userId($request).'')->response(self::beside('current_password')),
            // Only a save that names a new address counts (a name or phone change mails nobody).
            self::EMAIL_CHANGE => static fn (Request $request): Limit => UpdateProfileRequest::asksForNewEmail($request)
                ? self::limit(self::EMAIL_CHANGE)->by(self::userId($request).'')->response(self::beside('email'))
                : Limit::none(),
            self::ACCOUNT_DELETE => static fn (Request $request): Limit => self::limit(self::ACCOUNT_DELETE)
                ->by(self::userId($request).'')->response(self::beside('password')),

            self::CONTACT => static fn (Request $request): Limit => self::limit(self::CONTACT)
                ->by((string) $request->ip())->response(self::beside('message', 'office.form.throttled')),
            self::NEWSLETTER => static fn (Request $request): Limit => self::limit(self::NEWSLETTER)
                ->by((string) $request->ip())->response(self::beside('email', 'newsletter.throttled', 'newsletter')),
            self::NEWSLETTER_MAIL => static fn (Request $request): Limit => self::limit(self::NEWSLETTER_MAIL)
                ->by(self::email($request)),
            // A plain form post (no script) gets the 429 page; from the page, the form shows the reason above it.
            self::JOB_APPLICATIONS => static fn (Request $request): Limit => self::limit(self::JOB_APPLICATIONS)
                ->by((string) $request->ip())->response(self::beside('form', 'forms.throttled', pageWithoutScript: true)),
            self::CREDIT_REQUESTS => static fn (Request $request): Limit => self::limit(self::CREDIT_REQUESTS)
                ->by((string) $request->ip())->response(self::beside('form', 'forms.throttled', pageWithoutScript: true)),

            self::API => static fn (Request $request): Limit => self::limit(self::API)->by((string) $request->ip()),
            self::SEARCH => static fn (Request $request): Limit => self::limit(self::SEARCH)->by((string) $request->ip()),
            self::CRAWLERS => static fn (Request $request): Limit => self::limit(self::CRAWLERS)->by((string) $request->ip()),
            self::SEARCH_SUGGEST => static fn (Request $request): Limit => self::limit(self::SEARCH_SUGGEST)->by((string) $request->ip()),
            self::PAGE_DATA => static fn (Request $request): Limit => self::limit(self::PAGE_DATA)->by((string) $request->ip()),
            self::CART => static fn (Request $request): Limit => self::limit(self::CART)->by((string) $request->ip()),
            // GET /stare, once per shopper before their first action (and again after a session expires).
            self::SHOPPER_STATE => static fn (Request $request): Limit => self::limit(self::SHOPPER_STATE)->by((string) $request->ip()),
            self::FAVOURITES => static fn (Request $request): Limit => self::limit(self::FAVOURITES)->by((string) $request->ip()),
            self::COMPARE => static fn (Request $request): Limit => self::limit(self::COMPARE)->by((string) $request->ip()),
            self::RECENTLY_VIEWED => static fn (Request $request): Limit => self::limit(self::RECENTLY_VIEWED)->by((string) $request->ip()),
            self::STOCK_ALERTS => static fn (Request $request): Limit => self::limit(self::STOCK_ALERTS)->by((string) $request->ip()),
            self::STOCK_ALERT_MAIL => static fn (Request $request): Limit => self::limit(self::STOCK_ALERT_MAIL)->by(self::email($request)),
            // Orders: per shopper first (the account, else the guest cookie the cart belongs to), so a shopper is
            // refused for what that shopper sent; and per address, with a ceiling sized for a carrier's NAT, where
            // thousands of phones share one address (SECURITY.md, "One rate-limit policy").
            self::CHECKOUT => static fn (Request $request): array => [
                self::limit(self::CHECKOUT)->by('shopper|'.self::shopper($request))->response(self::beside('cart', 'forms.throttled')),
                self::limit(self::CHECKOUT, 'ip_attempts')->by('ip|'.$request->ip())->response(self::beside('cart', 'forms.throttled')),
            ],
            self::PROMO_CODE => static fn (Request $request): array => [
                self::limit(self::PROMO_CODE)->by('shopper|'.self::shopper($request))->response(self::beside('promo_code', 'forms.throttled', 'promo')),
                self::limit(self::PROMO_CODE, 'ip_attempts')->by('ip|'.$request->ip())->response(self::beside('promo_code', 'forms.throttled', 'promo')),
            ],
            self::ONE_CLICK => static fn (Request $request): array => [
                self::limit(self::ONE_CLICK)->by('shopper|'.self::shopper($request))->response(self::beside('phone', 'forms.throttled', 'oneClick')),
                self::limit(self::ONE_CLICK, 'ip_attempts')->by('ip|'.$request->ip())->response(self::beside('phone', 'forms.throttled', 'oneClick')),
            ],
            // Per number as the shop stores it, however it was typed; a number that is not one is refused anyway.
            self::ONE_CLICK_PHONE => static function (Request $request): Limit {
                $phone = Phone::normalize(is_string($request->input('phone')) ? $request->input('phone') : '');

                return $phone === null ? Limit::none() : self::limit(self::ONE_CLICK_PHONE)->by($phone)
                    ->response(self::beside('phone', 'forms.throttled', 'oneClick'));
            },
            // A customer cancelling their own order: per IP, beside the order's status.
            self::ORDER_CANCEL => static fn (Request $request): Limit => self::limit(self::ORDER_CANCEL)
                ->by((string) $request->ip())->response(self::beside('status', 'forms.throttled')),
            // A customer's return request or warranty claim: per IP, beside the form's status.
            self::RETURNS => static fn (Request $request): Limit => self::limit(self::RETURNS)
                ->by((string) $request->ip())->response(self::beside('status', 'forms.throttled')),
            // Online payments: starts per IP beside the payment panel; status reads and callbacks per IP.
            self::PAYMENTS => static fn (Request $request): Limit => self::limit(self::PAYMENTS)
                ->by((string) $request->ip())->response(self::beside('payment', 'forms.throttled')),
            self::PAYMENT_STATUS => static fn (Request $request): Limit => self::limit(self::PAYMENT_STATUS)->by((string) $request->ip()),
            self::PAYMENT_CALLBACKS => static fn (Request $request): Limit => self::limit(self::PAYMENT_CALLBACKS)->by((string) $request->ip()),
            // Finding an order without its link: per IP and per order number typed, beside the number field.
            self::ORDER_LOOKUP => static fn (Request $request): array => [
                self::limit(self::ORDER_LOOKUP)->by('ip|'.$request->ip())->response(self::beside('number', 'forms.throttled')),
                ...(self::orderNumber($request) === '' ? [] : [self::limit(self::ORDER_LOOKUP, 'number_attempts')
                    ->by('order|'.self::orderNumber($request))->response(self::beside('number', 'forms.throttled'))]),
            ],
            // Mailing an order's link from the lookup: per order number typed and per IP, beside the number field.
            self::ORDER_LOOKUP_LINK => static fn (Request $request): array => [
                ...(self::orderNumber($request) === '' ? [] : [self::limit(self::ORDER_LOOKUP_LINK)
                    ->by('order|'.self::orderNumber($request))->response(self::beside('number', 'forms.throttled'))]),
                self::limit(self::ORDER_LOOKUP_LINK, 'ip_attempts')->by('ip|'.$request->ip())->response(self::beside('number', 'forms.throttled')),
            ],
            self::ADDRESSES => static fn (Request $request): Limit => self::limit(self::ADDRESSES)
                ->by('addresses|'.self::userId($request))->response(self::beside('address', 'forms.throttled')),
            self::REVIEWS => static fn (Request $request): Limit => self::limit(self::REVIEWS)
                ->by('reviews|'.self::userId($request))->response(self::beside('body', 'reviews.form.throttled')),
            self::REVIEW_VOTES => static fn (Request $request): Limit => self::limit(self::REVIEW_VOTES)->by('review-votes|'.self::userId($request)),
            self::REVIEWS_READ => static fn (Request $request): Limit => self::limit(self::REVIEWS_READ)->by('reviews-read|'.$request->ip()),
            // The back office, per staff account: every page and action, and the heavier CSV exports on their own.
            self::ADMIN => static fn (Request $request): Limit => self::limit(self::ADMIN)->by('admin|'.self::userId($request)),
            self::ADMIN_EXPORT => static fn (Request $request): Limit => self::limit(self::ADMIN_EXPORT)->by('admin-export|'.self::userId($request)),
            self::ADMIN_UPLOAD => static fn (Request $request): Limit => self::limit(self::ADMIN_UPLOAD)->by('admin-upload|'.self::userId($request)),
            // Each catalogue import's dry run or apply reads a whole CSV file (up to catalog_import.max_rows rows).
            self::ADMIN_IMPORT => static fn (Request $request): Limit => self::limit(self::ADMIN_IMPORT)->by('admin-import|'.self::userId($request)),
            // Each invitation mails a link to a new address: per owner, refused above the staff table.
            self::ADMIN_INVITE => static fn (Request $request): Limit => self::limit(self::ADMIN_INVITE)->by('admin-invite|'.self::userId($request))
                ->response(self::aboveStaffTable('admin.staff.error.invite_throttled')),
            // Each resend mails a new link to someone's mailbox: per owner, and per invitee so nobody's inbox fills
            // up. Only those who may manage staff count towards the invitee's limit (the limiter runs before the
            // ability check), so a refused colleague cannot use up an invitee's resends. The refusal is shown above
            // the staff table, in the staff member's language.
            self::ADMIN_INVITE_RESEND => static fn (Request $request): array => [
                self::limit(self::ADMIN_INVITE_RESEND)->by('admin-invite-resend|'.self::userId($request))
                    ->response(self::aboveStaffTable('admin.staff.error.resend_throttled')),
                $request->user()?->can(StaffGates::MANAGE_STAFF) === true
                    ? self::limit(self::ADMIN_INVITE_RESEND, 'invitee_attempts')->by('admin-invite-resend|to|'.self::routeUserId($request))
                        ->response(self::aboveStaffTable('admin.staff.error.resend_throttled'))
                    : Limit::none(),
            ],
            // GET /up, per IP: load balancers and monitors poll it every few seconds. A refusal is plain JSON, with
            // no page, session or cookie around it.
            self::HEALTH => static fn (Request $request): Limit => self::limit(self::HEALTH)->by('health|'.$request->ip())
                ->response(static fn (Request $request, array $headers): JsonResponse => new JsonResponse(
                    ['status' => 'limited', 'message' => Text::get('errors.429.message')], 429, $headers,
                )),
            // The page that mails an order's link again: per order number and per IP.
            self::ORDER_LINK => static fn (Request $request): array => [
                ...(self::orderNumber($request) === '' ? [] : [self::limit(self::ORDER_LINK)->by('order|'.self::orderNumber($request))
                    ->response(self::beside('number', 'forms.throttled'))]),
                self::limit(self::ORDER_LINK, 'ip_attempts')->by('ip|'.$request->ip())
                    ->response(self::beside('number', 'forms.throttled')),
            ],
        ];
    }

    /**
     * A refusal shown beside a form's field (in the form's error bag), with `:seconds` or `:minutes` filled in.
     *
     * @return Closure(Request, array<string, int|string>): never
     */
    private static function beside(string $field, string $message = 'account.throttle', string $bag = 'default', bool $pageWithoutScript = false): Closure
    {
        return static function (Request $request, array $headers) use ($field, $message, $bag, $pageWithoutScript): never {
            // The limiter can run before the locale middleware (middleware priority): the URL decides the language.
            SetLocaleFromUrl::apply(Locales::fromRequest($request));
            if ($pageWithoutScript && ! $request->expectsJson() && $request->header('X-Inertia') === null) {
                throw new ThrottleRequestsException(Text::get('errors.429.message'), null, $headers);
            }

            $seconds = max(1, (int) ($headers['Retry-After'] ?? 60));
            if ($message === 'account.throttle' && $seconds >= 120) {
                $message = 'account.throttle_minutes';
            }
            $text = Text::get($message, ['seconds' => $seconds, 'minutes' => (int) ceil($seconds / 60)]);

            throw new TooManyAttempts($field, $seconds, $text, $bag, $headers);
        };
    }

    /**
     * A back-office refusal flashed under `staff` (the staff page shows it above its table), in the staff member's
     * language: the URL of /admin carries none.
     *
     * @return Closure(Request, array<string, int|string>): never
     */
    private static function aboveStaffTable(string $message): Closure
    {
        return static function (Request $request, array $headers) use ($message): never {
            SetLocaleFromUrl::apply(AdminArea::locale($request));
            $seconds = max(1, (int) ($headers['Retry-After'] ?? 60));
            $text = Text::get($message, ['minutes' => (int) ceil($seconds / 60)]);

            throw new TooManyAttempts('staff', $seconds, $text, 'default', $headers);
        };
    }

    private static function routeUserId(Request $request): string
    {
        $user = $request->route('user');

        return $user instanceof User ? (string) $user->id : (is_string($user) ? $user : '');
    }

    private static function email(Request $request): string
    {
        $email = $request->input('email');

        return is_string($email) ? mb_strtolower(trim($email)) : '';
    }

    /**
     * Who is shopping: the signed-in account, else the guest cookie (every cart and order of a guest has one), else
     * the address (a request with neither has no cart to order from).
     */
    private static function shopper(Request $request): string
    {
        $user = self::userId($request);
        if ($user !== null) {
            return 'user:'.$user;
        }
        $guest = GuestId::of($request);

        return $guest !== null ? 'guest:'.$guest : 'ip:'.$request->ip();
    }

    private static function userId(Request $request): ?int
    {
        $id = $request->user()?->getAuthIdentifier();

        return is_int($id) || is_string($id) ? (int) $id : null;
    }

    /** The account that passed the password step and now owes its second factor. */
    private static function pendingUserId(Request $request): ?int
    {
        $id = $request->hasSession() ? $request->session()->get('login.id') : null;

        return is_int($id) ? $id : null;
    }

    private static function accountFor(string $email): ?int
    {
        if ($email === '') {
            return null;
        }
        $id = User::query()->where('email', $email)->value('id');

        return is_int($id) ? $id : null;
    }

    private static function orderNumber(Request $request): string
    {
        $number = $request->route('number') ?? $request->input('number');

        return is_string($number) ? mb_strtoupper(trim($number)) : '';
    }
}
