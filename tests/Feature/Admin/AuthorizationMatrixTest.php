<?php

declare(strict_types=1);

namespace Tests\Feature\Admin;

use App\Enums\StaffRole;
use App\Models\Attribute;
use App\Models\AttributeOption;
use App\Models\Banner;
use App\Models\BlogCategory;
use App\Models\BlogPost;
use App\Models\Brand;
use App\Models\Category;
use App\Models\CreditProgramme;
use App\Models\Order;
use App\Models\Page;
use App\Models\ProductFamily;
use App\Models\ProductImage;
use App\Models\Promotion;
use App\Models\Review;
use App\Models\Store;
use App\Models\StoreException;
use App\Models\User;
use App\Models\Vacancy;
use Closure;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Routing\Route;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Route as Router;
use Illuminate\Support\Facades\Storage;
use Illuminate\Support\Facades\URL;
use Illuminate\Support\Str;
use PHPUnit\Framework\Attributes\Test;
use Tests\Feature\Admin\Inbox\InboxRecords;
use Tests\TestCase;

/**
 * Every /admin route × guest, shopper and each staff role, read from the route list: a guest is sent to sign in, a
 * shopper and a role without the right get 403, a role with it gets through. A new admin route fails here until it
 * names its ability (`can:` middleware) and gets its line in ALLOWED.
 */
final class AuthorizationMatrixTest extends TestCase
{
    use RefreshDatabase;

    private const EVERY_ROLE = ['owner', 'manager', 'editor', 'warehouse'];

    /** Who holds manage-catalog. */
    private const CATALOG = ['owner', 'manager', 'editor'];

    /**
     * Who may use each admin route (by name). The roles' rights are in docs/back-office.md.
     *
     * @var array<string, list<string>>
     */
    private const ALLOWED = [
        // The frame
        'admin.dashboard' => self::EVERY_ROLE,
        'admin.locale.update' => self::EVERY_ROLE,
        'admin.two-factor.show' => self::EVERY_ROLE,
        'admin.two-factor.enable' => self::EVERY_ROLE,
        'admin.two-factor.confirm' => self::EVERY_ROLE,
        'admin.markdown.preview' => self::EVERY_ROLE,

        // Orders (the warehouse sees orders and makes its own moves: the policy refuses it any other move)
        'admin.orders.index' => ['owner', 'manager', 'warehouse'],
        'admin.orders.export' => ['owner', 'manager'],
        'admin.orders.show' => ['owner', 'manager', 'warehouse'],
        'admin.orders.status.update' => ['owner', 'manager', 'warehouse'],
        'admin.orders.status.revert' => ['owner', 'manager'],
        'admin.orders.shipment.update' => ['owner', 'manager', 'warehouse'],
        'admin.orders.notes.store' => ['owner', 'manager', 'warehouse'],
        'admin.orders.hold.extend' => ['owner', 'manager', 'warehouse'],
        'admin.calls.index' => ['owner', 'manager', 'warehouse'],
        'admin.calls.confirm' => ['owner', 'manager'],
        'admin.calls.products' => ['owner', 'manager'],
        // Orders taken by hand (by phone, at a store's counter) and edited before they ship: owners and managers
        'admin.orders.create' => ['owner', 'manager'],
        'admin.orders.store' => ['owner', 'manager'],
        'admin.orders.customers' => ['owner', 'manager'],
        'admin.orders.edit.form' => ['owner', 'manager'],
        'admin.orders.edit' => ['owner', 'manager'],

        // Returns, refunds and warranty claims (managers and owners decide and refund; the warehouse records receipts and moves claims)
        'admin.returns.index' => ['owner', 'manager', 'warehouse'],
        'admin.returns.decide' => ['owner', 'manager'],
        'admin.returns.receive' => ['owner', 'manager', 'warehouse'],
        'admin.refunds.store' => ['owner', 'manager'],
        'admin.refunds.transfer' => ['owner', 'manager'],
        // A payment flagged for review given back from the payments panel: the refund form's rights
        'admin.payment-refunds.store' => ['owner', 'manager'],
        'admin.claims.store' => ['owner', 'manager'],
        'admin.claims.move' => ['owner', 'manager', 'warehouse'],

        // Goods receipts and transfers between places (move-goods: owners, managers, the warehouse)
        'admin.receipts.index' => ['owner', 'manager', 'warehouse'],
        'admin.receipts.create' => ['owner', 'manager', 'warehouse'],
        'admin.receipts.store' => ['owner', 'manager', 'warehouse'],
        'admin.receipts.show' => ['owner', 'manager', 'warehouse'],
        'admin.receipts.update' => ['owner', 'manager', 'warehouse'],
        'admin.receipts.post' => ['owner', 'manager', 'warehouse'],
        'admin.receipts.destroy' => ['owner', 'manager', 'warehouse'],
        'admin.transfers.index' => ['owner', 'manager', 'warehouse'],
        'admin.transfers.create' => ['owner', 'manager', 'warehouse'],
        'admin.transfers.store' => ['owner', 'manager', 'warehouse'],
        'admin.transfers.show' => ['owner', 'manager', 'warehouse'],
        'admin.transfers.update' => ['owner', 'manager', 'warehouse'],
        'admin.transfers.send' => ['owner', 'manager', 'warehouse'],
        'admin.transfers.receive' => ['owner', 'manager', 'warehouse'],
        'admin.transfers.cancel' => ['owner', 'manager', 'warehouse'],
        'admin.stock.products' => ['owner', 'manager', 'warehouse'],

        // Reports: sales against the period before, stock valuation, slow movers, each as CSV
        'admin.reports.index' => ['owner', 'manager'],
        'admin.reports.export' => ['owner', 'manager'],

        // Printed documents (docs/documents.md): invoices for owners and managers; packing slips, warranty cards and
        // the couriers' delivery list for the warehouse too
        'admin.documents.invoice' => ['owner', 'manager'],
        'admin.documents.invoice.issue' => ['owner', 'manager'],
        'admin.documents.packing-slip' => ['owner', 'manager', 'warehouse'],
        'admin.documents.warranty' => ['owner', 'manager', 'warehouse'],
        'admin.documents.delivery-list' => ['owner', 'manager', 'warehouse'],

        // Customers (owners and managers; the data's export and erasure on request, owners) and the menu's badges
        'admin.customers.index' => ['owner', 'manager'],
        'admin.customers.show' => ['owner', 'manager'],
        'admin.customers.notes.store' => ['owner', 'manager'],
        'admin.customers.flag' => ['owner', 'manager'],
        'admin.customers.export' => ['owner'],
        'admin.customers.erase' => ['owner'],
        'admin.badges' => self::EVERY_ROLE,

        // Staff
        'admin.staff.index' => ['owner'],
        'admin.staff.store' => ['owner'],
        'admin.staff.role' => ['owner'],
        'admin.staff.disable' => ['owner'],
        'admin.staff.enable' => ['owner'],
        'admin.staff.invitation.resend' => ['owner'],

        // Audit log
        'admin.audit.index' => ['owner'],

        // Products (the warehouse reaches stock through the list; the details are the catalogue's)
        'admin.products.index' => self::EVERY_ROLE,
        'admin.products.create' => ['owner', 'manager', 'editor'],
        'admin.products.store' => ['owner', 'manager', 'editor'],
        'admin.products.bulk' => ['owner', 'manager', 'editor'],
        'admin.products.edit' => ['owner', 'manager', 'editor'],
        'admin.products.update' => ['owner', 'manager', 'editor'],
        'admin.products.stock.edit' => self::EVERY_ROLE,
        'admin.products.stock.update' => self::EVERY_ROLE,
        'admin.products.stock.reorder' => self::EVERY_ROLE,

        // Product images
        'admin.products.images.index' => ['owner', 'manager', 'editor'],
        'admin.products.images.store' => ['owner', 'manager', 'editor'],
        'admin.products.images.update' => ['owner', 'manager', 'editor'],
        'admin.products.images.order' => ['owner', 'manager', 'editor'],
        'admin.products.images.destroy' => ['owner', 'manager', 'editor'],

        // Prices and stock (CSV)
        'admin.catalog-import.index' => self::EVERY_ROLE,
        'admin.catalog-import.preview' => self::EVERY_ROLE,
        'admin.catalog-import.apply' => self::EVERY_ROLE,
        'admin.catalog-import.export' => self::EVERY_ROLE,

        // Categories, brands, attributes
        'admin.categories.index' => self::CATALOG,
        'admin.categories.create' => self::CATALOG,
        'admin.categories.store' => self::CATALOG,
        'admin.categories.edit' => self::CATALOG,
        'admin.categories.update' => self::CATALOG,
        'admin.categories.reorder' => self::CATALOG,
        'admin.categories.attributes.update' => self::CATALOG,
        'admin.categories.destroy' => self::CATALOG,
        'admin.families.index' => self::CATALOG,
        'admin.families.create' => self::CATALOG,
        'admin.families.store' => self::CATALOG,
        'admin.families.edit' => self::CATALOG,
        'admin.families.update' => self::CATALOG,
        'admin.families.destroy' => self::CATALOG,
        'admin.families.variants.store' => self::CATALOG,
        'admin.families.variants.generate' => self::CATALOG,
        'admin.families.variants.attach' => self::CATALOG,
        'admin.families.variants.destroy' => self::CATALOG,
        'admin.families.prices' => self::CATALOG,
        'admin.brands.index' => self::CATALOG,
        'admin.brands.create' => self::CATALOG,
        'admin.brands.store' => self::CATALOG,
        'admin.brands.edit' => self::CATALOG,
        'admin.brands.update' => self::CATALOG,
        'admin.brands.destroy' => self::CATALOG,
        'admin.attributes.index' => self::CATALOG,
        'admin.attributes.create' => self::CATALOG,
        'admin.attributes.store' => self::CATALOG,
        'admin.attributes.edit' => self::CATALOG,
        'admin.attributes.update' => self::CATALOG,
        'admin.attributes.destroy' => self::CATALOG,
        'admin.attributes.options.store' => self::CATALOG,
        'admin.attributes.options.update' => self::CATALOG,
        'admin.attributes.options.destroy' => self::CATALOG,

        // Home banners, promotions
        'admin.banners.index' => ['owner', 'manager', 'editor'],
        'admin.banners.create' => ['owner', 'manager', 'editor'],
        'admin.banners.store' => ['owner', 'manager', 'editor'],
        'admin.banners.edit' => ['owner', 'manager', 'editor'],
        'admin.banners.update' => ['owner', 'manager', 'editor'],
        'admin.banners.destroy' => ['owner', 'manager', 'editor'],
        'admin.promotions.index' => ['owner', 'manager', 'editor'],
        'admin.promotions.create' => ['owner', 'manager', 'editor'],
        'admin.promotions.store' => ['owner', 'manager', 'editor'],
        'admin.promotions.edit' => ['owner', 'manager', 'editor'],
        'admin.promotions.update' => ['owner', 'manager', 'editor'],
        'admin.promotions.destroy' => ['owner', 'manager', 'editor'],
        'admin.promotions.products' => ['owner', 'manager', 'editor'],
        // Promo codes and cart rules (manage-marketing)
        'admin.promo-codes.index' => ['owner', 'manager', 'editor'],
        'admin.promo-codes.create' => ['owner', 'manager', 'editor'],
        'admin.promo-codes.store' => ['owner', 'manager', 'editor'],
        'admin.promo-codes.edit' => ['owner', 'manager', 'editor'],
        'admin.promo-codes.update' => ['owner', 'manager', 'editor'],
        'admin.promo-codes.status' => ['owner', 'manager', 'editor'],
        'admin.promo-codes.batch' => ['owner', 'manager', 'editor'],
        'admin.promo-codes.export' => ['owner', 'manager', 'editor'],

        // Stores, credit programmes
        'admin.stores.index' => ['owner', 'manager'],
        'admin.stores.create' => ['owner', 'manager'],
        'admin.stores.store' => ['owner', 'manager'],
        'admin.stores.edit' => ['owner', 'manager'],
        'admin.stores.update' => ['owner', 'manager'],
        'admin.stores.destroy' => ['owner', 'manager'],
        'admin.stores.exceptions.store' => ['owner', 'manager'],
        'admin.stores.exceptions.destroy' => ['owner', 'manager'],
        'admin.credit-programmes.index' => ['owner', 'manager'],
        'admin.credit-programmes.create' => ['owner', 'manager'],
        'admin.credit-programmes.store' => ['owner', 'manager'],
        'admin.credit-programmes.edit' => ['owner', 'manager'],
        'admin.credit-programmes.update' => ['owner', 'manager'],
        'admin.credit-programmes.destroy' => ['owner', 'manager'],

        // Content: blog, pages, vacancies, about
        'admin.blog.index' => ['owner', 'manager', 'editor'],
        'admin.blog.create' => ['owner', 'manager', 'editor'],
        'admin.blog.store' => ['owner', 'manager', 'editor'],
        'admin.blog.edit' => ['owner', 'manager', 'editor'],
        'admin.blog.update' => ['owner', 'manager', 'editor'],
        'admin.blog.destroy' => ['owner', 'manager', 'editor'],
        'admin.blog.products' => ['owner', 'manager', 'editor'],
        'admin.blog.categories.store' => ['owner', 'manager', 'editor'],
        'admin.blog.categories.update' => ['owner', 'manager', 'editor'],
        'admin.blog.categories.destroy' => ['owner', 'manager', 'editor'],
        'admin.pages.index' => ['owner', 'manager', 'editor'],
        'admin.pages.create' => ['owner', 'manager', 'editor'],
        'admin.pages.store' => ['owner', 'manager', 'editor'],
        'admin.pages.edit' => ['owner', 'manager', 'editor'],
        'admin.pages.update' => ['owner', 'manager', 'editor'],
        'admin.pages.destroy' => ['owner', 'manager', 'editor'],
        'admin.vacancies.index' => ['owner', 'manager', 'editor'],
        'admin.vacancies.create' => ['owner', 'manager', 'editor'],
        'admin.vacancies.store' => ['owner', 'manager', 'editor'],
        'admin.vacancies.edit' => ['owner', 'manager', 'editor'],
        'admin.vacancies.update' => ['owner', 'manager', 'editor'],
        'admin.vacancies.status' => ['owner', 'manager', 'editor'],
        'admin.vacancies.destroy' => ['owner', 'manager', 'editor'],
        'admin.about.edit' => ['owner', 'manager', 'editor'],
        'admin.about.update' => ['owner', 'manager', 'editor'],

        // Shoppers' reviews: the moderation queue, publishing, rejecting, replying
        'admin.reviews.index' => ['owner', 'manager', 'editor'],
        'admin.reviews.publish' => ['owner', 'manager', 'editor'],
        'admin.reviews.reject' => ['owner', 'manager', 'editor'],
        'admin.reviews.reply' => ['owner', 'manager', 'editor'],

        // Inbox: messages, credit requests, job applications, newsletter
        'admin.messages.index' => ['owner', 'manager'],
        'admin.messages.show' => ['owner', 'manager'],
        'admin.messages.handled' => ['owner', 'manager'],
        'admin.messages.reply' => ['owner', 'manager'],
        'admin.credit-requests.index' => ['owner', 'manager'],
        'admin.credit-requests.show' => ['owner', 'manager'],
        'admin.credit-requests.status' => ['owner', 'manager'],
        'admin.applications.index' => ['owner', 'manager'],
        'admin.applications.show' => ['owner', 'manager'],
        'admin.applications.cv' => ['owner', 'manager'],
        'admin.newsletter.index' => ['owner', 'manager'],
        'admin.newsletter.export' => ['owner', 'manager'],
        'admin.newsletter.unsubscribe' => ['owner', 'manager'],
    ];

    #[Test]
    public function every_admin_route_names_its_ability_and_is_in_the_matrix(): void
    {
        $routes = $this->adminRoutes();
        $this->assertNotEmpty($routes);

        foreach ($routes as $route) {
            $name = (string) $route->getName();
            $this->assertArrayHasKey($name, self::ALLOWED, "{$name} is not in the authorization matrix");
            $middleware = $route->gatherMiddleware();
            $this->assertContains('auth', $middleware, "{$name} does not require signing in");
            $this->assertNotEmpty(array_filter($middleware, static fn ($m): bool => is_string($m) && str_starts_with($m, 'can:')), "{$name} names no ability (can: middleware)");
            $this->assertNotEmpty(array_filter($middleware, static fn ($m): bool => is_string($m) && str_starts_with($m, 'throttle:')), "{$name} has no rate limit");
        }
        $this->assertEqualsCanonicalizing(array_keys(self::ALLOWED), array_map(static fn (Route $route): string => (string) $route->getName(), $routes), 'the matrix lists a route that does not exist');
    }

    #[Test]
    public function each_route_answers_each_person_as_the_matrix_says(): void
    {
        Storage::fake('applications');
        $people = [
            'guest' => null,
            'shopper' => User::factory()->withTwoFactor()->createOne(),
            ...array_combine(self::EVERY_ROLE, array_map(static fn (string $role): User => User::factory()->staff(StaffRole::from($role))->createOne(), self::EVERY_ROLE)),
        ];
        $parameters = $this->parameters();
        $wrong = [];

        foreach ($this->adminRoutes() as $route) {
            $name = (string) $route->getName();
            $method = $route->methods()[0];
            $values = [];
            $uri = '/'.preg_replace_callback('/\{(\w+)\??\}/', static function (array $m) use (&$values, $parameters, $name): string {
                return $values[$m[1]] = (string) ($parameters[$m[1]] ?? throw new \LogicException("No value for {{$m[1]}} of {$name}: add one to parameters()"))();
            }, $route->uri());
            if (in_array('signed', $route->gatherMiddleware(), true)) {
                // A signed route (an application's CV) gets a valid signature: the matrix checks the ability behind it.
                $uri = URL::temporarySignedRoute($name, now()->addMinutes(5), $values);
            }

            foreach ($people as $who => $user) {
                $status = $this->statusFor($method, $uri, $user);
                $expected = match (true) {
                    $user === null => 'sign in',
                    in_array($who, self::ALLOWED[$name] ?? [], true) => 'through',
                    default => 'forbidden',
                };
                $ok = match ($expected) {
                    'sign in' => $status === 302 || ($method !== 'GET' && $status === 401),
                    'forbidden' => $status === 403,
                    'through' => $status < 500 && ! in_array($status, [401, 403, 404, 405], true) && ($method !== 'GET' || $status === 200),
                };
                if (! $ok) {
                    $wrong[] = "{$method} {$uri} ({$name}) as {$who}: {$status}, expected {$expected}";
                }
            }
        }

        $this->assertSame([], $wrong, implode("\n", $wrong));
    }

    /**
     * A value for each route parameter, made fresh for each request (the request runs in a savepoint that is rolled
     * back afterwards).
     *
     * @return array<string, Closure(): (string|int)>
     */
    private function parameters(): array
    {
        return [
            'order' => static fn (): string => (string) Order::factory()->createOne()->number,
            'user' => static fn (): int => User::factory()->staff(StaffRole::Editor)->createOne()->id,
            'category' => static fn (): int => Category::query()->create(['depth' => 0, 'slug' => 'matrix-'.Str::random(8), 'name' => ['ro' => 'Matrice', 'ru' => 'Матрица'], 'sort' => 1])->id,
            'brand' => static fn (): int => Brand::query()->create(['name' => 'Matrix', 'slug' => 'matrix-'.Str::random(8)])->id,
            'family' => static fn (): int => ProductFamily::query()->create([
                'slug' => 'matrix-'.Str::lower(Str::random(8)), 'name' => ['ro' => 'Familie', 'ru' => 'Семейство'],
                'brand_id' => Brand::query()->create(['name' => 'Matrix', 'slug' => 'matrix-'.Str::random(8)])->id,
                'category_id' => Category::query()->create(['depth' => 0, 'slug' => 'matrix-'.Str::random(8), 'name' => ['ro' => 'Matrice', 'ru' => 'Матрица'], 'sort' => 1])->id,
            ])->id,
            'attribute' => static fn (): int => self::selectAttribute()->id,
            'option' => static fn (): int => (int) AttributeOption::query()->where('attribute_id', self::selectAttribute()->id)->value('id'),
            'blogCategory' => static fn (): int => BlogCategory::query()->create(['slug' => 'c-'.Str::random(8), 'name' => ['ro' => 'C', 'ru' => 'К']])->id,
            'blogPost' => static fn (): int => BlogPost::query()->create([
                'slug' => 'p-'.Str::lower(Str::random(8)), 'blog_category_id' => BlogCategory::query()->create(['slug' => 'c-'.Str::lower(Str::random(8)), 'name' => ['ro' => 'C', 'ru' => 'К']])->id,
                'title' => ['ro' => 'T', 'ru' => 'Т'], 'excerpt' => ['ro' => 'E', 'ru' => 'Е'], 'body' => ['ro' => 'B', 'ru' => 'Б'],
            ])->id,
            'contentPage' => static fn (): int => Page::query()->create([
                'slug' => 'p-'.Str::lower(Str::random(8)), 'title' => ['ro' => 'T', 'ru' => 'Т'], 'intro' => ['ro' => '', 'ru' => ''],
                'body' => ['ro' => 'B', 'ru' => 'Б'], 'sections' => [], 'figures' => [],
            ])->id,
            'vacancy' => static fn (): int => Vacancy::query()->create([
                'slug' => 'v-'.Str::lower(Str::random(8)), 'title' => ['ro' => 'T', 'ru' => 'Т'], 'city' => ['ro' => 'C', 'ru' => 'К'],
                'employment_type' => 'full_time', 'description' => ['ro' => 'D', 'ru' => 'О'], 'requirements' => ['ro' => 'R', 'ru' => 'Т'],
            ])->id,
            // A product with one picture; {image} (filled after {product}) is that picture, so scoped routes find it.
            'product' => static fn (): int => ProductImage::factory()->createOne()->product_id,
            'image' => static fn (): int => (int) ProductImage::query()->max('id'),
            // A payment flagged for review of the order just made for {order} (filled first), so the scoped lookup finds it.
            'payment' => static fn (): int => \App\Models\Payment::query()->create([
                'order_id' => (int) Order::query()->max('id'), 'public_id' => (string) Str::uuid(), 'provider' => 'maib', 'method' => 'card',
                'status' => 'review', 'attention' => 'late_success', 'amount' => 100, 'captured' => 100,
            ])->id,
            'banner' => static fn (): int => Banner::query()->create(['title' => ['ro' => 'B', 'ru' => 'Б'], 'text' => ['ro' => '', 'ru' => ''], 'image' => 'images/banners/black-friday.svg'])->id,
            'promotion' => static fn (): int => Promotion::factory()->createOne()->id,
            'rule' => static fn (): int => \App\Models\PromoRule::query()->create(['label' => ['ro' => 'R', 'ru' => 'Р'], 'kind' => 'percent', 'value' => 5])->id,
            'store' => static fn (): int => self::store()->id,
            'exception' => static fn (): int => StoreException::query()->create(['store_id' => self::store()->id, 'date' => '2099-01-01', 'note' => ['ro' => '', 'ru' => '']])->id,
            'programme' => static fn (): int => CreditProgramme::factory()->createOne()->id,
            'message' => static fn (): int => InboxRecords::message()->id,
            'creditRequest' => static fn (): int => InboxRecords::creditRequest()->id,
            'application' => static fn (): int => InboxRecords::application()->id,
            'subscriber' => static fn (): int => InboxRecords::subscriber()->id,
            'review' => static fn (): int => self::review()->id,
            'customer' => static fn (): int => \App\Models\Customer::query()->create(['name' => 'Matrice', 'phone' => '+37369000000'])->id,
            'orderReturn' => static fn (): int => \App\Models\OrderReturn::query()->create([
                'order_id' => Order::factory()->createOne()->id, 'status' => 'requested', 'reason' => 'other', 'handover' => 'courier', 'address' => 'x',
            ])->id,
            // At the warehouse, so the store routes' store stays free to delete.
            'goodsReceipt' => static fn (): int => \App\Models\GoodsReceipt::query()->create(['supplier' => 'Matrice', 'store_id' => \Tests\Support\Stock::warehouse()])->id,
            'stockTransfer' => static fn (): int => \App\Models\StockTransfer::query()->create(['from_store_id' => \Tests\Support\Stock::warehouse(), 'to_store_id' => \Tests\Support\Stock::warehouse()])->id,
            'warrantyClaim' => static fn (): int => \App\Models\WarrantyClaim::query()->create([
                'order_id' => ($order = Order::factory()->createOne())->id, 'status' => 'received', 'description' => 'Nu pornește deloc',
                'order_line_id' => $order->lines()->create(['sku' => 'M-1', 'name' => ['ro' => 'M', 'ru' => 'М'], 'slug' => 'm', 'unit_price' => 100, 'quantity' => 1, 'line_total' => 100])->id,
            ])->id,
        ];
    }

    /** One select attribute with one option, for the attribute routes (made once per request, found again after). */
    private static function selectAttribute(): Attribute
    {
        $attribute = Attribute::query()->firstOrCreate(['code' => 'matrix_colour'], ['name' => ['ro' => 'Culoare', 'ru' => 'Цвет'], 'section' => ['ro' => 'General', 'ru' => 'Общее'], 'type' => 'select']);
        $attribute->options()->firstOrCreate(['slug' => 'red'], ['value' => ['ro' => 'Roșu', 'ru' => 'Красный']]);

        return $attribute;
    }

    /** A shopper's review waiting for moderation, of a product of its own. */
    private static function review(): Review
    {
        $product = ProductImage::factory()->createOne()->product;
        $review = new Review([
            'user_id' => User::factory()->createOne()->id, 'product_id' => $product->id, 'subject' => 'p'.$product->id,
            'rating' => 4, 'body' => 'Un produs bun, îl recomand tuturor.', 'locale' => 'ro', 'status' => 'pending',
        ]);
        $review->save();

        return $review;
    }

    /** One store for the store routes (and its exception's), the same for both parameters of a request. */
    private static function store(): Store
    {
        return Store::query()->where('slug', 'matrix-store')->first() ?? Store::query()->create([
            'slug' => 'matrix-store', 'name' => ['ro' => 'M', 'ru' => 'М'], 'city' => ['ro' => 'C', 'ru' => 'К'], 'address' => ['ro' => 'A', 'ru' => 'А'],
            'phones' => [], 'hours' => [], 'latitude' => '47.0', 'longitude' => '28.8',
        ]);
    }

    /** The answer's status to one request, everything it wrote rolled back. */
    private function statusFor(string $method, string $uri, ?User $user): int
    {
        DB::beginTransaction();
        try {
            $this->app['auth']->forgetGuards();
            $this->flushSession();
            if ($user !== null) {
                $this->actingAs($user);
            }

            return $this->json($method, $uri, [], $method === 'GET' ? ['Accept' => 'text/html'] : [])->getStatusCode();
        } finally {
            DB::rollBack();
        }
    }

    /**
     * @return list<Route>
     */
    private function adminRoutes(): array
    {
        return array_values(array_filter(
            Router::getRoutes()->getRoutes(),
            static fn (Route $route): bool => str_starts_with((string) $route->getName(), 'admin.'),
        ));
    }
}
