<?php

declare(strict_types=1);

namespace App\Policies;

use App\Enums\StaffRole;
use App\Models\User;
use Illuminate\Support\Facades\Gate;

/**
 * The back office's abilities that are not about one kind of record (those are policies in app/Policies). Disabled
 * accounts hold none of them. The matrix of roles is in docs/back-office.md and tests/Feature/Admin.
 */
final class StaffGates
{
    /** Any active staff member: the back office's frame and dashboard. */
    public const ACCESS_ADMIN = 'access-admin';

    /** Sales figures: revenue on the dashboard. */
    public const VIEW_REPORTS = 'view-reports';

    /** How many orders wait in each open state (the dashboard's work queue). */
    public const VIEW_OPEN_ORDERS = 'view-open-orders';

    /** What came in through the shop's forms: contact messages, credit requests, newsletter subscribers. */
    public const VIEW_INBOX = 'view-inbox';

    /** Inviting staff, changing their roles, disabling them. */
    public const MANAGE_STAFF = 'manage-staff';

    /** Reading the audit log. */
    public const VIEW_AUDIT = 'view-audit';

    /** The catalogue: products, categories, brands, attributes, home banners, promotions, prices. */
    public const MANAGE_CATALOG = 'manage-catalog';

    /** Stock per place: the product list, a product's stock, the prices-and-stock CSV (stock columns only). */
    public const MANAGE_STOCK = 'manage-stock';

    /** The shop itself: stores (addresses, hours, holidays) and credit programmes. */
    public const MANAGE_SHOP = 'manage-shop';

    /** The company's content: blog posts, pages (about, legal), vacancies, the about page's figures and team. */
    public const MANAGE_CONTENT = 'manage-content';

    /** Promo codes and automatic cart rules: the list with uses and revenue, the form, pausing and ending, code batches. */
    public const MANAGE_MARKETING = 'manage-marketing';

    /** Job applications and their CVs (personal data kept only for the retention period). */
    public const VIEW_APPLICATIONS = 'view-applications';

    /** Shoppers' product reviews: the moderation queue, publishing, rejecting with a reason, replying as the shop. */
    public const MODERATE_REVIEWS = 'moderate-reviews';

    /** Returns and warranty claims: the list, a return's and a claim's panel on the order page. */
    public const VIEW_RETURNS = 'view-returns';

    /** Accepting or refusing a return, refunds (and a transfer recorded as paid), recording a warranty claim. */
    public const DECIDE_RETURNS = 'decide-returns';

    /** Recording a return's goods as they arrive (back on a shelf or written off), moving a warranty claim on. */
    public const RECEIVE_RETURNS = 'receive-returns';

    /** Goods receipts and transfers between places: drafts, posting, sending, receiving, cancelling (docs/stock.md). */
    public const MOVE_GOODS = 'move-goods';

    /** Setting a unit price below the list price when editing an order, with a reason kept on the line and in the audit log. */
    public const PRICE_BELOW_LIST = 'price-below-list';

    /** Customers (docs/customers.md): the list, a customer's page, staff notes and the flag. */
    public const VIEW_CUSTOMERS = 'view-customers';

    /** A customer's data exported or erased on request (irreversible; audited). */
    public const MANAGE_CUSTOMER_DATA = 'manage-customer-data';

    /** An order's packing slip and warranty cards, and the couriers' delivery list of a day (docs/documents.md). */
    public const PRINT_ORDER_DOCUMENTS = 'print-order-documents';

    /** Issuing and printing a company buyer's invoice, numbered from the year's series. */
    public const ISSUE_INVOICES = 'issue-invoices';

    public static function register(): void
    {
        Gate::define(self::ACCESS_ADMIN, static fn (User $user): bool => $user->isActiveStaff());
        Gate::define(self::VIEW_REPORTS, static fn (User $user): bool => $user->hasRole(StaffRole::Owner, StaffRole::Manager));
        Gate::define(self::VIEW_OPEN_ORDERS, static fn (User $user): bool => $user->hasRole(StaffRole::Owner, StaffRole::Manager, StaffRole::Warehouse));
        Gate::define(self::VIEW_INBOX, static fn (User $user): bool => $user->hasRole(StaffRole::Owner, StaffRole::Manager));
        Gate::define(self::MANAGE_STAFF, static fn (User $user): bool => $user->hasRole(StaffRole::Owner));
        Gate::define(self::VIEW_AUDIT, static fn (User $user): bool => $user->hasRole(StaffRole::Owner));
        Gate::define(self::MANAGE_CATALOG, static fn (User $user): bool => $user->hasRole(StaffRole::Owner, StaffRole::Manager, StaffRole::Editor));
        Gate::define(self::MANAGE_STOCK, static fn (User $user): bool => $user->hasRole(StaffRole::Owner, StaffRole::Manager, StaffRole::Editor, StaffRole::Warehouse));
        Gate::define(self::MANAGE_SHOP, static fn (User $user): bool => $user->hasRole(StaffRole::Owner, StaffRole::Manager));
        Gate::define(self::MANAGE_MARKETING, static fn (User $user): bool => $user->hasRole(StaffRole::Owner, StaffRole::Manager, StaffRole::Editor));
        Gate::define(self::MANAGE_CONTENT, static fn (User $user): bool => $user->hasRole(StaffRole::Owner, StaffRole::Manager, StaffRole::Editor));
        Gate::define(self::MODERATE_REVIEWS, static fn (User $user): bool => $user->hasRole(StaffRole::Owner, StaffRole::Manager, StaffRole::Editor));
        Gate::define(self::VIEW_RETURNS, static fn (User $user): bool => $user->hasRole(StaffRole::Owner, StaffRole::Manager, StaffRole::Warehouse));
        Gate::define(self::DECIDE_RETURNS, static fn (User $user): bool => $user->hasRole(StaffRole::Owner, StaffRole::Manager));
        Gate::define(self::RECEIVE_RETURNS, static fn (User $user): bool => $user->hasRole(StaffRole::Owner, StaffRole::Manager, StaffRole::Warehouse));
        Gate::define(self::MOVE_GOODS, static fn (User $user): bool => $user->hasRole(StaffRole::Owner, StaffRole::Manager, StaffRole::Warehouse));
        Gate::define(self::PRICE_BELOW_LIST, static fn (User $user): bool => $user->hasRole(StaffRole::Owner, StaffRole::Manager));
        Gate::define(self::VIEW_CUSTOMERS, static fn (User $user): bool => $user->hasRole(StaffRole::Owner, StaffRole::Manager));
        Gate::define(self::MANAGE_CUSTOMER_DATA, static fn (User $user): bool => $user->hasRole(StaffRole::Owner));
        Gate::define(self::PRINT_ORDER_DOCUMENTS, static fn (User $user): bool => $user->hasRole(StaffRole::Owner, StaffRole::Manager, StaffRole::Warehouse));
        Gate::define(self::ISSUE_INVOICES, static fn (User $user): bool => $user->hasRole(StaffRole::Owner, StaffRole::Manager));
        Gate::define(self::VIEW_APPLICATIONS, static fn (User $user): bool => $user->hasRole(StaffRole::Owner, StaffRole::Manager));
    }
}
