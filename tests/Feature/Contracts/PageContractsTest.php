<?php

declare(strict_types=1);

namespace Tests\Feature\Contracts;

use App\Enums\OrderStatus;
use App\Enums\StaffRole;
use App\Http\Middleware\HandleInertiaRequests;
use App\Http\Middleware\RequirePasswordConfirmation;
use App\Infrastructure\Http\OrderLinks;
use App\Infrastructure\Shopper\GuestId;
use App\Models\Address;
use App\Models\BlogPost;
use App\Models\Brand;
use App\Models\Category;
use App\Models\NewsletterSubscription;
use App\Models\Order;
use App\Models\Product;
use App\Models\Promotion;
use App\Models\Store;
use App\Models\User;
use App\Models\Vacancy;
use App\Services\Auth\Totp;
use App\Services\Stock\StockLedger;
use Carbon\CarbonImmutable;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Mail;
use PHPUnit\Framework\Attributes\Test;
use stdClass;
use Tests\TestCase;

/**
 * The contract between each page's controller and its React component: the props of every page, from deterministic
 * data, match the shape of tests/fixtures/pages/<component>.json, which the Vitest page-contract test renders and
 * type-checks against the page's props type. A prop renamed on either side fails one of them.
 *
 * UPDATE_PAGE_FIXTURES=1 rewrites the fixtures from the live pages instead of comparing.
 */
final class PageContractsTest extends TestCase
{
    /** The fixed clock the demo data is seeded and every page is rendered at. */
    private const NOW = '2025-06-02 10:00:00';

    private const GUEST_ID = 'PageContractsGuest0000000000000000000001';

    /** The demo catalogue, seeded once per run into a file each test gets a fresh copy of. */
    private static ?string $template = null;

    private ?string $database = null;

    /**
     * Seeding the demo shop takes a while, so it happens once; each test then opens its own copy of the seeded file,
     * which isolates tests as well as a rolled-back transaction would.
     */
    public function refreshDatabase(): void
    {
        $this->travelTo(CarbonImmutable::parse(self::NOW));
        if (config()->string('database.default') !== 'sqlite') {
            // A database server (composer test -- --db=pgsql): the usual rolled-back transaction, on PostgreSQL in the
            // demo shop seeded once at this clock (SeededDemoShop), with the ids of a fresh seeding as in a fresh
            // SQLite copy. MariaDB seeds in the test (a rollback does not take its auto-increment counters back, so
            // they are set before the transaction, which ALTER TABLE would commit: set to 1, a counter starts after
            // the table's highest id).
            if (config()->string('database.default') === 'mariadb') {
                foreach (DB::select('select table_name as name from information_schema.tables where table_schema = database() and auto_increment > 1') as $table) {
                    DB::statement('alter table `'.$table->name.'` auto_increment = 1');
                }
            }
            parent::refreshDatabase();
            $this->seed(DatabaseSeeder::class);

            return;
        }
        if (self::$template === null) {
            $this->artisan('migrate');
            $this->seed(DatabaseSeeder::class);
            $template = sys_get_temp_dir().'/page-contracts-'.getmypid().'.sqlite';
            @unlink($template);
            DB::statement('VACUUM INTO ?', [$template]);
            self::$template = $template;
            register_shutdown_function(static fn () => @unlink($template));
        }

        $this->database = (string) preg_replace('/\.sqlite$/', '-'.bin2hex(random_bytes(4)).'.sqlite', self::$template);
        copy(self::$template, $this->database);
        // A throwaway copy: no journal file and no fsync, as the in-memory database other tests use has none.
        config()->set([
            'database.connections.sqlite.database' => $this->database,
            'database.connections.sqlite.journal_mode' => 'memory',
            'database.connections.sqlite.synchronous' => 'off',
        ]);
        DB::purge('sqlite');
    }

    protected function setUp(): void
    {
        parent::setUp();
        Mail::fake();
        $this->withCredentials()->withCookie(GuestId::COOKIE, self::GUEST_ID);
    }

    protected function tearDown(): void
    {
        if ($this->database !== null) {
            DB::disconnect('sqlite');
            @unlink($this->database);
        }
        parent::tearDown();
    }

    #[Test]
    public function home(): void
    {
        $this->assertContract('/', 'home/index');
    }

    #[Test]
    public function catalog_index(): void
    {
        $this->assertContract('/catalog', 'catalog/index');
    }

    #[Test]
    public function category(): void
    {
        $category = Category::query()->whereNull('parent_id')->orderBy('id')->firstOrFail();
        $this->assertContract('/categorie-produs/'.$category->slug, 'catalog/category');
    }

    #[Test]
    public function discounts(): void
    {
        $this->assertContract('/categorie-produs/reduceri', 'catalog/listing');
    }

    #[Test]
    public function new_products(): void
    {
        $this->assertContract('/produse-noi', 'catalog/listing', 'new-products');
    }

    #[Test]
    public function brand(): void
    {
        $brand = Brand::query()->whereHas('products')->orderBy('id')->firstOrFail();
        $this->assertContract('/branduri/'.$brand->slug, 'catalog/listing', 'brand');
    }

    #[Test]
    public function store_products(): void
    {
        $this->assertContract('/contacte/magazine/'.$this->store()->slug.'/produse', 'catalog/listing', 'store');
    }

    #[Test]
    public function brands_index(): void
    {
        $this->assertContract('/branduri', 'brands/index');
    }

    #[Test]
    public function product_page(): void
    {
        // A published review of its family with the shop's reply, so the reviews' shape is held too.
        $product = $this->product();
        $author = User::factory()->createOne(['name' => 'Ion Popescu', 'email' => 'ion@example.md']);
        $review = new \App\Models\Review(['user_id' => $author->id, 'product_id' => $product->id, 'family_id' => $product->family_id, 'subject' => \App\Services\Reviews\ReviewSubject::of($product)->key(), 'rating' => 4, 'body' => 'Imagine foarte bună, sunetul e slab.', 'pros' => 'Imaginea', 'cons' => null, 'locale' => 'ro', 'status' => 'published', 'verified' => true]);
        $review->forceFill(['published_at' => now(), 'reply' => 'Mulțumim!', 'replied_at' => now()])->save();
        app(\App\Actions\Reviews\RecountRating::class)->handle(\App\Services\Reviews\ReviewSubject::of($product));
        $this->assertContract('/produs/'.$product->slug, 'products/show');
    }

    #[Test]
    public function search_results(): void
    {
        $this->assertContract('/cautare?q=telefon', 'search/results');
    }

    #[Test]
    public function promotions_index(): void
    {
        $this->assertContract('/promotii', 'promotions/index');
    }

    #[Test]
    public function promotion(): void
    {
        $promotion = Promotion::query()->running()->orderBy('sort')->orderBy('id')->firstOrFail();
        $this->assertContract('/promotii/'.$promotion->slug, 'promotions/show');
    }

    #[Test]
    public function cart_with_items(): void
    {
        $this->fillCart();
        $this->assertContract('/cos', 'cart/show');
    }

    #[Test]
    public function checkout(): void
    {
        // Signed in with a saved address, so the fixture carries the addresses' shape.
        $user = $this->user();
        Address::query()->create(['user_id' => $user->id, 'label' => 'Acasă', 'zone' => 'chisinau', 'city' => 'Chișinău', 'address' => 'str. Columna 2', 'is_default' => true]);
        $this->actingAs($user);
        $this->fillCart();
        $this->assertContract('/checkout', 'checkout/show');
    }

    #[Test]
    public function order(): void
    {
        $order = $this->placeOrder();
        $this->withReturnAndClaim($order);
        $this->assertContract('/comanda/'.$order->number, 'orders/show');
    }

    #[Test]
    public function order_link_expired(): void
    {
        $link = OrderLinks::page($this->placeOrder(), absolute: false);
        $this->withCookie(GuestId::COOKIE, 'PageContractsStranger0000000000000000002');
        $this->travel(91)->days();
        $this->assertContract($link, 'orders/link-expired');
    }

    #[Test]
    public function account_orders(): void
    {
        $this->actingAs($this->user());
        $this->placeOrder();
        $this->assertContract('/cont/comenzi', 'orders/index');
    }

    #[Test]
    public function account_dashboard(): void
    {
        $this->actingAs($this->user());
        $this->assertContract('/cont', 'account/dashboard');
    }

    #[Test]
    public function admin_dashboard(): void
    {
        $this->actingAs(User::factory()->staff(StaffRole::Owner)->createOne(['name' => 'Ana Admin', 'email' => 'owner@example.md']));
        // Orders today, yesterday before this hour and eight days ago, so every figure and its change has a value.
        foreach (['-1 hour' => OrderStatus::New, '-25 hours' => OrderStatus::Completed, '-8 days' => OrderStatus::Cancelled] as $ago => $status) {
            Order::factory()->status($status)->createOne(['created_at' => CarbonImmutable::parse(self::NOW)->modify($ago), 'total' => 2_499_00]);
        }
        $this->assertContract('/admin', 'admin/dashboard');
    }

    /** One order of each kind for the back office's order pages, with fixed data (the demo seeds no orders). */
    private function adminOrder(bool $oneClick = false): Order
    {
        $factory = Order::factory();
        $order = ($oneClick ? $factory->oneClick() : $factory)->createOne(['email' => $oneClick ? null : 'client@example.md', 'comment' => 'Sunați înainte']);
        $order->lines()->create(['product_id' => null, 'sku' => 'TV-55', 'name' => ['ro' => 'Televizor 55"', 'ru' => 'Телевизор 55"'], 'slug' => 'tv-55', 'unit_price' => 9_999_00, 'quantity' => 1, 'line_total' => 9_999_00]);

        return $order;
    }

    #[Test]
    public function admin_orders_index(): void
    {
        $this->actingAs(User::factory()->staff(StaffRole::Owner)->createOne(['name' => 'Ana Admin', 'email' => 'owner@example.md']));
        $this->adminOrder();
        $this->assertContract('/admin/comenzi', 'admin/orders/index');
    }

    #[Test]
    public function admin_orders_show(): void
    {
        $this->actingAs(User::factory()->staff(StaffRole::Manager)->createOne(['name' => 'Mihai Manager', 'email' => 'manager@example.md']));
        $order = $this->adminOrder();
        $order->events()->create(['user_id' => null, 'actor' => 'staff', 'type' => 'note', 'body' => 'Fragil', 'public' => false, 'created_at' => now()]);
        // Confirmed, with a demo product's unit reserved: the page offers packing, with the places to pack from.
        $product = Product::query()->where('stock_total', '>', 0)->orderBy('id')->firstOrFail();
        $order->lines()->create(['product_id' => $product->id, 'sku' => $product->sku, 'name' => $product->name, 'slug' => $product->slug, 'unit_price' => $product->price, 'quantity' => 1, 'line_total' => $product->price]);
        app(StockLedger::class)->reserve($order->id, [$product->id => 1]);
        $order->forceFill(['status' => OrderStatus::Confirmed->value])->save();
        $this->withReturnAndClaim($order, received: true);
        $this->assertContract('/admin/comenzi/'.$order->number, 'admin/orders/show');
    }

    #[Test]
    public function admin_returns_index(): void
    {
        $this->actingAs(User::factory()->staff(StaffRole::Manager)->createOne(['name' => 'Mihai Manager', 'email' => 'manager@example.md']));
        $this->withReturnAndClaim($this->adminOrder());
        $this->assertContract('/admin/retururi', 'admin/returns/index');
    }

    #[Test]
    public function admin_customers_index(): void
    {
        $this->actingAs(User::factory()->staff(StaffRole::Manager)->createOne(['name' => 'Mihai Manager', 'email' => 'manager@example.md']));
        $this->adminCustomer();
        $this->assertContract('/admin/clienti', 'admin/customers/index');
    }

    #[Test]
    public function admin_customers_show(): void
    {
        $this->actingAs(User::factory()->staff(StaffRole::Owner)->createOne(['name' => 'Ana Admin', 'email' => 'owner@example.md']));
        $customer = $this->adminCustomer();
        $this->assertContract('/admin/clienti/'.$customer->id, 'admin/customers/show');
    }

    /** A customer of an account with an order, a note and a flag (docs/customers.md). */
    private function adminCustomer(): \App\Models\Customer
    {
        $user = User::factory()->createOne(['name' => 'Ana Client', 'email' => 'ana@example.md', 'phone' => '+37369123456']);
        $order = $this->adminOrder();
        $order->forceFill(['user_id' => $user->id])->save();
        $customer = app(\App\Services\Customers\CustomerDirectory::class)->forOrder($order);
        $customer->forceFill(['flag' => 'vip', 'flag_note' => 'Client fidel', 'flagged_by' => $user->id, 'flagged_at' => now()])->save();
        $customer->notes()->create(['user_id' => null, 'author' => 'Mihai Manager', 'body' => 'Preferă livrarea seara']);

        return $customer;
    }

    #[Test]
    public function admin_calls_index(): void
    {
        $this->actingAs(User::factory()->staff(StaffRole::Manager)->createOne(['name' => 'Mihai Manager', 'email' => 'manager@example.md']));
        $this->adminOrder(oneClick: true);
        $this->assertContract('/admin/apeluri', 'admin/calls/index');
    }

    #[Test]
    public function admin_orders_new(): void
    {
        $this->actingAs(User::factory()->staff(StaffRole::Manager)->createOne(['name' => 'Mihai Manager', 'email' => 'manager@example.md']));
        $this->assertContract('/admin/comenzi/noua', 'admin/orders/new');
    }

    #[Test]
    public function admin_two_factor_setup(): void
    {
        // A new staff member half-way through: the secret made, the first code not typed yet.
        $this->actingAs(User::factory()->createOne(['name' => 'Olga Nouă', 'email' => 'olga@example.md', 'role' => StaffRole::Manager, 'two_factor_secret' => Totp::generateSecret()]));
        $this->withSession([RequirePasswordConfirmation::SESSION_KEY => now()->getTimestamp()]);
        $this->assertContract('/admin/doi-factori', 'admin/two-factor/setup');
    }

    #[Test]
    public function admin_staff(): void
    {
        $owner = User::factory()->staff(StaffRole::Owner)->createOne(['name' => 'Ana Admin', 'email' => 'owner@example.md', 'last_login_at' => now()]);
        User::factory()->staff(StaffRole::Manager)->createOne(['name' => 'Ion Manager', 'email' => 'manager@example.md', 'disabled_at' => now()]);
        // Second in the list (owners first, by name), so the fixture keeps an invitation still waiting.
        User::factory()->createOne(['name' => 'Ana Invitată', 'email' => 'invited@example.md', 'role' => StaffRole::Owner, 'invited_at' => now()]);
        $this->actingAs($owner);
        $this->assertContract('/admin/personal', 'admin/staff/index');
    }

    #[Test]
    public function admin_audit(): void
    {
        $owner = User::factory()->staff(StaffRole::Owner)->createOne(['name' => 'Ana Admin', 'email' => 'owner@example.md']);
        \App\Services\Audit\AuditLog::record(\App\Infrastructure\Security\StaffActor::user($owner, '127.0.0.1'), 'staff.role', $owner, ['role' => 'manager'], ['role' => 'owner'], 'owner@example.md');
        $this->actingAs($owner);
        $this->assertContract('/admin/jurnal', 'admin/audit/index');
    }

    private function editor(): User
    {
        return User::factory()->staff(StaffRole::Editor)->createOne(['name' => 'Elena Editor', 'email' => 'editor@example.md']);
    }

    #[Test]
    public function admin_categories_index(): void
    {
        $this->actingAs($this->editor());
        $this->assertContract('/admin/categorii', 'admin/categories/index');
    }

    #[Test]
    public function admin_categories_form(): void
    {
        $this->actingAs($this->editor());
        // A category without children: the page also offers its spec attributes.
        $leaf = Category::query()->where('depth', 2)->whereNotExists(fn ($q) => $q->from('categories as c')->whereColumn('c.parent_id', 'categories.id'))->orderBy('id')->firstOrFail();
        $leaf->forceFill(['label' => ['name' => ['ro' => 'Nou', 'ru' => 'Новинка'], 'font_color' => '#ffffff', 'bg_color' => '#2563eb']])->save();
        $this->assertContract('/admin/categorii/'.$leaf->id.'/editare', 'admin/categories/form');
    }

    #[Test]
    public function admin_brands_index(): void
    {
        $this->actingAs($this->editor());
        $this->assertContract('/admin/branduri', 'admin/brands/index');
    }

    #[Test]
    public function admin_brands_form(): void
    {
        $this->actingAs($this->editor());
        $this->assertContract('/admin/branduri/'.Brand::query()->orderBy('id')->value('id').'/editare', 'admin/brands/form');
    }

    #[Test]
    public function admin_families_index(): void
    {
        $this->actingAs($this->editor());
        $this->demoFamily();
        $this->assertContract('/admin/familii', 'admin/families/index');
    }

    #[Test]
    public function admin_families_form(): void
    {
        $this->actingAs($this->editor());
        $this->assertContract('/admin/familii/'.$this->demoFamily()->id.'/editare', 'admin/families/form');
    }

    /**
     * A family of the demo's first two products of one category, told apart by a select attribute of it with a
     * swatch on its first option (the demo catalogue may hold families of its own; this one is the same every run).
     */
    private function demoFamily(): \App\Models\ProductFamily
    {
        $pair = DB::table('category_attribute as ca')->join('attributes as a', 'a.id', '=', 'ca.attribute_id')->where('a.type', 'select')
            ->whereRaw('(select count(*) from products p where p.category_id = ca.category_id and p.family_id is null) >= 2')
            ->whereRaw('(select count(*) from attribute_options o where o.attribute_id = a.id) >= 2')
            ->orderBy('ca.category_id')->orderBy('a.id')->first(['ca.category_id', 'ca.attribute_id']);
        $this->assertNotNull($pair);
        $attribute = \App\Models\Attribute::query()->findOrFail($pair->attribute_id);
        $categoryId = (int) $pair->category_id;
        $options = $attribute->options()->orderBy('sort')->orderBy('id')->limit(2)->get();
        $options[0]->forceFill(['swatch' => '#1a1a1a'])->save();
        $products = Product::query()->where('category_id', $categoryId)->whereNull('family_id')->orderBy('id')->limit(2)->get();
        $family = \App\Models\ProductFamily::query()->create(['slug' => 'familie-contract', 'name' => ['ro' => 'Familie', 'ru' => 'Семейство'], 'description' => ['ro' => 'Descriere', 'ru' => 'Описание'], 'brand_id' => $products[0]->brand_id, 'category_id' => $categoryId]);
        DB::table('product_family_options')->insert(['family_id' => $family->id, 'attribute_id' => $attribute->id, 'position' => 0]);
        foreach ($products as $i => $product) {
            $product->forceFill(['family_id' => $family->id, 'is_listed' => $i === 0])->save();
            DB::table('product_attribute_values')->where('product_id', $product->id)->where('attribute_id', $attribute->id)->delete();
            DB::table('product_attribute_values')->insert(['product_id' => $product->id, 'attribute_id' => $attribute->id, 'attribute_option_id' => $options[$i]->id, 'number_value' => null]);
        }

        return $family;
    }

    #[Test]
    public function admin_attributes_index(): void
    {
        $this->actingAs($this->editor());
        $this->assertContract('/admin/caracteristici', 'admin/attributes/index');
    }

    #[Test]
    public function admin_attributes_form(): void
    {
        $this->actingAs($this->editor());
        $select = \App\Models\Attribute::query()->where('type', 'select')->orderBy('id')->value('id');
        $this->assertContract('/admin/caracteristici/'.$select.'/editare', 'admin/attributes/form');
    }

    /** A manager for the marketing and shop sections' pages. */
    private function manager(): User
    {
        return User::factory()->staff(StaffRole::Manager)->createOne(['name' => 'Mihai Manager', 'email' => 'manager@example.md']);
    }

    #[Test]
    public function admin_banners(): void
    {
        $this->actingAs($this->manager());
        $banner = \App\Models\Banner::query()->orderBy('id')->firstOrFail();
        $banner->forceFill(['starts_at' => CarbonImmutable::parse(self::NOW)->subDay(), 'ends_at' => CarbonImmutable::parse(self::NOW)->addWeek()])->save();
        $this->assertContract('/admin/bannere', 'admin/banners/index');
        $this->assertContract('/admin/bannere/'.$banner->id.'/editare', 'admin/banners/form');
    }

    #[Test]
    public function admin_promotions(): void
    {
        $this->actingAs($this->manager());
        $this->assertContract('/admin/promotii', 'admin/promotions/index');
        $promotion = Promotion::query()->whereHas('products')->orderBy('id')->firstOrFail();
        $this->assertContract('/admin/promotii/'.$promotion->id.'/editare', 'admin/promotions/form');
    }

    #[Test]
    public function admin_promo_codes(): void
    {
        $this->actingAs($this->manager());
        $this->assertContract('/admin/coduri-promo', 'admin/promo-codes/index');
        $rule = \App\Models\PromoRule::query()->where('automatic', false)->orderBy('id')->firstOrFail();
        $this->assertContract('/admin/coduri-promo/'.$rule->id.'/editare', 'admin/promo-codes/form');
    }

    #[Test]
    public function admin_reports(): void
    {
        $this->actingAs($this->manager());
        $this->assertContract('/admin/rapoarte', 'admin/reports/index');
    }

    #[Test]
    public function admin_error(): void
    {
        $this->actingAs($this->manager());
        $this->assertContract('/admin/nu-exista', 'admin/error', status: 404);
    }

    #[Test]
    public function admin_stores(): void
    {
        $this->actingAs($this->manager());
        $store = Store::scopeShops(Store::query())->orderBy('sorted')->firstOrFail();
        $store->exceptions()->create(['date' => '2025-06-05', 'opens_at' => '09:00', 'closes_at' => '15:00', 'note' => ['ro' => 'Inventar', 'ru' => 'Инвентаризация']]);
        $this->assertContract('/admin/magazine', 'admin/stores/index');
        $this->assertContract('/admin/magazine/'.$store->id.'/editare', 'admin/stores/form');
    }

    #[Test]
    public function admin_credit_programmes(): void
    {
        $this->actingAs($this->manager());
        $this->assertContract('/admin/programe-credit', 'admin/credit-programmes/index');
        $programme = \App\Models\CreditProgramme::query()->whereNotNull('max_amount')->orderBy('id')->first() ?? \App\Models\CreditProgramme::query()->orderBy('id')->firstOrFail();
        $this->assertContract('/admin/programe-credit/'.$programme->id.'/editare', 'admin/credit-programmes/form');
    }

    #[Test]
    public function admin_blog_index(): void
    {
        $this->actingAs(User::factory()->staff(StaffRole::Editor)->createOne(['name' => 'Elena Editor', 'email' => 'editor@example.md']));
        $this->assertContract('/admin/blog', 'admin/blog/index');
    }

    #[Test]
    public function admin_blog_form(): void
    {
        $this->actingAs(User::factory()->staff(StaffRole::Editor)->createOne(['name' => 'Elena Editor', 'email' => 'editor@example.md']));
        $post = BlogPost::query()->whereHas('tags')->whereHas('products')->orderBy('id')->firstOrFail();
        $this->assertContract('/admin/blog/'.$post->id.'/editare', 'admin/blog/form');
    }

    #[Test]
    public function admin_pages_index(): void
    {
        $this->actingAs(User::factory()->staff(StaffRole::Editor)->createOne(['name' => 'Elena Editor', 'email' => 'editor@example.md']));
        $this->assertContract('/admin/pagini', 'admin/pages/index');
    }

    #[Test]
    public function admin_pages_form(): void
    {
        $this->actingAs(User::factory()->staff(StaffRole::Editor)->createOne(['name' => 'Elena Editor', 'email' => 'editor@example.md']));
        $page = \App\Models\Page::query()->create(['slug' => 'termeni', 'title' => ['ro' => 'Termeni', 'ru' => 'Условия'], 'intro' => ['ro' => 'Termenii', 'ru' => 'Условия'], 'body' => ['ro' => '## Comenzi', 'ru' => '## Заказы'], 'sections' => [], 'figures' => []]);
        $this->assertContract('/admin/pagini/'.$page->id.'/editare', 'admin/pages/form');
    }

    #[Test]
    public function page_show(): void
    {
        \App\Models\Page::query()->create(['slug' => 'termeni', 'title' => ['ro' => 'Termeni', 'ru' => 'Условия'], 'intro' => ['ro' => 'Termenii', 'ru' => 'Условия'], 'body' => ['ro' => "## Comenzi\n\nText.", 'ru' => "## Заказы\n\nТекст."], 'sections' => [], 'figures' => []]);
        $this->assertContract('/pagina/termeni', 'pages/show');
    }

    #[Test]
    public function admin_vacancies_index(): void
    {
        $this->actingAs(User::factory()->staff(StaffRole::Editor)->createOne(['name' => 'Elena Editor', 'email' => 'editor@example.md']));
        $this->assertContract('/admin/posturi', 'admin/vacancies/index');
    }

    #[Test]
    public function admin_vacancies_form(): void
    {
        $this->actingAs(User::factory()->staff(StaffRole::Editor)->createOne(['name' => 'Elena Editor', 'email' => 'editor@example.md']));
        $this->assertContract('/admin/posturi/'.Vacancy::query()->orderBy('id')->firstOrFail()->id.'/editare', 'admin/vacancies/form');
    }

    #[Test]
    public function admin_about(): void
    {
        $this->actingAs(User::factory()->staff(StaffRole::Editor)->createOne(['name' => 'Elena Editor', 'email' => 'editor@example.md']));
        \App\Models\Page::query()->where('slug', 'despre-companie')->update(['team' => json_encode([['name' => 'Ion Rusu', 'role' => ['ro' => 'Director', 'ru' => 'Директор'], 'photo' => null]])]);
        $this->assertContract('/admin/despre', 'admin/about/edit');
    }

    #[Test]
    public function admin_product_images(): void
    {
        $editor = User::factory()->staff(StaffRole::Editor)->createOne(['name' => 'Eva Editor', 'email' => 'editor@example.md']);
        $product = Product::query()->orderBy('id')->firstOrFail();
        DB::table('product_images')->insert(['product_id' => $product->id, 'key' => 'images/products/tv.svg', 'sort' => 1, 'alt' => '{"ro":"Spate","ru":"Сзади"}', 'width' => 1200, 'height' => 900]);
        $this->actingAs($editor);
        $this->assertContract('/admin/produse/'.$product->id.'/imagini', 'admin/products/images');
    }

    #[Test]
    public function admin_messages(): void
    {
        $this->actingAs(User::factory()->staff(StaffRole::Manager)->createOne(['name' => 'Mihai Manager', 'email' => 'manager@example.md']));
        $message = \App\Models\ContactMessage::query()->create(['name' => 'Ana Rusu', 'email' => 'ana@example.md', 'phone' => '+37369111222', 'message' => 'Aveți televizorul în stoc?', 'locale' => 'ro', 'ip' => null]);
        $this->assertContract('/admin/mesaje', 'admin/messages/index');
        $message->replies()->create(['user_id' => null, 'staff_name' => 'Mihai Manager', 'subject' => 'Răspuns', 'body' => 'Da, este.', 'locale' => 'ro']);
        $message->forceFill(['handled_at' => now()])->save();
        $this->assertContract('/admin/mesaje/'.$message->id, 'admin/messages/show');
    }

    #[Test]
    public function review_invitations_unsubscribed(): void
    {
        $this->assertContract(\App\Mail\Reviews\ReviewInvitationMail::unsubscribeUrl('ana@example.md', 'ro'), 'reviews/unsubscribed');
    }

    #[Test]
    public function admin_reviews(): void
    {
        $this->actingAs(User::factory()->staff(StaffRole::Editor)->createOne(['name' => 'Eva Editor', 'email' => 'editor@example.md']));
        $product = $this->product();
        $subject = $product->family_id !== null ? 'f'.$product->family_id : 'p'.$product->id;
        $author = User::factory()->createOne(['name' => 'Ion Popescu', 'email' => 'ion@example.md']);
        $review = new \App\Models\Review(['user_id' => $author->id, 'product_id' => $product->id, 'family_id' => $product->family_id, 'subject' => $subject, 'rating' => 4, 'body' => 'Imagine foarte bună, sunetul e slab.', 'pros' => 'Imaginea', 'cons' => 'Sunetul', 'locale' => 'ro', 'status' => 'pending', 'verified' => true]);
        $review->save();
        $this->assertContract('/admin/recenzii', 'admin/reviews/index');
    }

    #[Test]
    public function admin_credit_requests(): void
    {
        $this->actingAs(User::factory()->staff(StaffRole::Manager)->createOne(['name' => 'Mihai Manager', 'email' => 'manager@example.md']));
        $programme = \App\Models\CreditProgramme::query()->orderBy('id')->firstOrFail();
        $product = Product::query()->orderBy('id')->firstOrFail();
        $request = \App\Models\CreditRequest::query()->create(['credit_programme_id' => $programme->id, 'product_id' => $product->id, 'amount' => 12_000_00, 'months' => 12, 'monthly_payment' => 1_000_00, 'total' => 12_000_00, 'name' => 'Ion Popa', 'phone' => '+37378333444', 'email' => 'ion@example.md', 'locale' => 'ro', 'consented_at' => now()]);
        $this->assertContract('/admin/cereri-credit', 'admin/credit-requests/index');
        $request->forceFill(['status' => 'sent_to_partner', 'status_note' => 'Trimisă la bancă', 'status_changed_at' => now()])->save();
        $this->assertContract('/admin/cereri-credit/'.$request->id, 'admin/credit-requests/show');
    }

    #[Test]
    public function admin_applications(): void
    {
        $this->actingAs(User::factory()->staff(StaffRole::Owner)->createOne(['name' => 'Ana Admin', 'email' => 'owner@example.md']));
        \Illuminate\Support\Facades\Storage::fake('applications');
        $vacancy = Vacancy::query()->orderBy('id')->firstOrFail();
        $application = \App\Models\JobApplication::query()->create(['vacancy_id' => $vacancy->id, 'name' => 'Maria Ionescu', 'phone' => '+37360123456', 'email' => 'maria@example.md', 'message' => 'Aș dori să lucrez la voi.', 'cv_path' => 'contract-cv.pdf', 'cv_original_name' => 'CV Maria.pdf', 'cv_type' => 'pdf', 'cv_size' => 48_213, 'locale' => 'ro']);
        $this->assertContract('/admin/candidaturi', 'admin/applications/index');
        $this->assertContract('/admin/candidaturi/'.$application->id, 'admin/applications/show');
    }

    #[Test]
    public function admin_newsletter(): void
    {
        $this->actingAs(User::factory()->staff(StaffRole::Manager)->createOne(['name' => 'Mihai Manager', 'email' => 'manager@example.md']));
        NewsletterSubscription::query()->create(['email' => 'abonat@example.md', 'locale' => 'ro', 'confirmed_at' => now()]);
        NewsletterSubscription::query()->create(['email' => 'plecat@example.md', 'locale' => 'ru', 'confirmed_at' => now(), 'unsubscribed_at' => now()]);
        $this->assertContract('/admin/abonati', 'admin/newsletter/index');
    }

    #[Test]
    public function admin_catalog_import(): void
    {
        \Illuminate\Support\Facades\Storage::fake('catalog-imports');
        $this->actingAs(User::factory()->staff(StaffRole::Editor)->createOne(['name' => 'Elena Editor', 'email' => 'editor@example.md']));
        $product = Product::query()->orderBy('id')->firstOrFail();
        $place = (string) DB::table('stores')->orderBy('sorted')->orderBy('id')->value('slug');
        $file = \Illuminate\Http\UploadedFile::fake()->createWithContent('preturi.csv', "sku;price;old_price;stock:{$place}\n{$product->sku};1 234,50;;7\nNOPE;1;;1\n");
        $this->post('/admin/import-catalog/verificare', ['file' => $file]);
        $token = basename((string) collect(\Illuminate\Support\Facades\Storage::disk('catalog-imports')->files())->first(static fn (string $file): bool => str_ends_with($file, '.json')), '.json');
        $this->assertContract('/admin/import-catalog?token='.$token, 'admin/catalog-import/index');
    }

    #[Test]
    public function admin_products_index(): void
    {
        $this->actingAs(User::factory()->staff(StaffRole::Editor)->createOne(['name' => 'Elena Editor', 'email' => 'editor@example.md']));
        $this->assertContract('/admin/produse', 'admin/products/index');
    }

    #[Test]
    public function admin_products_create(): void
    {
        $this->actingAs(User::factory()->staff(StaffRole::Editor)->createOne(['name' => 'Elena Editor', 'email' => 'editor@example.md']));
        $category = (int) Product::query()->orderBy('id')->value('category_id');
        $this->assertContract('/admin/produse/nou?category='.$category, 'admin/products/create');
    }

    #[Test]
    public function admin_products_edit(): void
    {
        $this->actingAs(User::factory()->staff(StaffRole::Editor)->createOne(['name' => 'Elena Editor', 'email' => 'editor@example.md']));
        $this->assertContract('/admin/produse/'.Product::query()->orderBy('id')->value('id').'/editare', 'admin/products/edit');
    }

    #[Test]
    public function admin_stock_documents(): void
    {
        $this->actingAs(User::factory()->staff(StaffRole::Warehouse)->createOne(['name' => 'Vasile Depozit', 'email' => 'warehouse@example.md']));
        $product = Product::query()->orderBy('id')->firstOrFail();
        $warehouse = (int) DB::table('stores')->where('kind', 'warehouse')->orderBy('sorted')->value('id');
        $store = (int) DB::table('stores')->where('kind', 'store')->orderBy('sorted')->value('id');
        $receipt = \App\Models\GoodsReceipt::query()->create(['supplier' => 'Volta SRL', 'supplier_document' => 'FA-1', 'store_id' => $warehouse]);
        $receipt->lines()->create(['product_id' => $product->id, 'quantity' => 2, 'unit_cost' => 100_00]);
        app(\App\Actions\Stock\ReceiveGoodsReceipt::class)->handle(\App\Infrastructure\Security\StaffActor::console(), $receipt);
        $transfer = \App\Models\StockTransfer::query()->create(['from_store_id' => $warehouse, 'to_store_id' => $store, 'note' => 'Pentru vitrină']);
        $transfer->lines()->create(['product_id' => $product->id, 'quantity' => 1]);
        app(\App\Actions\Stock\SendStockTransfer::class)->handle(\App\Infrastructure\Security\StaffActor::console(), $transfer);
        $this->assertContract('/admin/receptii', 'admin/stock/receipts/index');
        $this->assertContract('/admin/receptii/'.$receipt->id, 'admin/stock/receipts/show');
        $this->assertContract('/admin/transferuri', 'admin/stock/transfers/index');
        $this->assertContract('/admin/transferuri/'.$transfer->id, 'admin/stock/transfers/show');
    }

    #[Test]
    public function admin_products_stock(): void
    {
        $this->actingAs(User::factory()->staff(StaffRole::Warehouse)->createOne(['name' => 'Vasile Depozit', 'email' => 'warehouse@example.md']));
        $this->assertContract('/admin/produse/'.Product::query()->orderBy('id')->value('id').'/stoc', 'admin/products/stock');
    }

    #[Test]
    public function account_welcome(): void
    {
        // Made from this browser's guest order: its address is offered.
        $this->placeOrder();
        $this->actingAs($this->user());
        $this->assertContract('/cont/bun-venit', 'account/welcome');
    }

    #[Test]
    public function account_addresses(): void
    {
        $this->placeOrder();
        $user = $this->user();
        Address::query()->create(['user_id' => $user->id, 'label' => 'Acasă', 'zone' => 'chisinau', 'city' => 'Chișinău', 'address' => 'str. Columna 2', 'is_default' => true]);
        Address::query()->create(['user_id' => $user->id, 'zone' => 'country', 'city' => 'Cahul', 'address' => 'str. Republicii 5']);
        $this->actingAs($user);
        $this->assertContract('/cont/adrese', 'account/addresses');
    }

    #[Test]
    public function order_lookup(): void
    {
        $this->assertContract('/comanda/cautare', 'orders/lookup');
    }

    #[Test]
    public function login(): void
    {
        $this->assertContract('/autentificare', 'auth/login');
    }

    #[Test]
    public function register(): void
    {
        $this->assertContract('/inregistrare', 'auth/register');
    }

    #[Test]
    public function register_sent(): void
    {
        $this->withSession(['registration_sent_to' => 'ana.popescu@example.md']);
        $this->assertContract('/inregistrare/trimis', 'auth/register-sent');
    }

    #[Test]
    public function forgot_password(): void
    {
        $this->assertContract('/parola-uitata', 'auth/forgot-password');
    }

    #[Test]
    public function reset_password(): void
    {
        $this->assertContract('/resetare-parola/reset-token?email=ana.popescu%40example.md', 'auth/reset-password');
    }

    #[Test]
    public function two_factor_challenge(): void
    {
        $user = $this->user(['two_factor_secret' => Totp::generateSecret(), 'two_factor_confirmed_at' => now()]);
        $this->withSession(['login.id' => $user->id, 'login.at' => now()->getTimestamp()]);
        $this->assertContract('/autentificare/cod', 'auth/two-factor-challenge');
    }

    #[Test]
    public function confirm_password(): void
    {
        $this->actingAs($this->user());
        $this->assertContract('/confirmare-parola', 'auth/confirm-password');
    }

    #[Test]
    public function verify_email(): void
    {
        $this->actingAs($this->user(['email_verified_at' => null]));
        $this->assertContract('/cont/verificare-email', 'auth/verify-email');
    }

    #[Test]
    public function settings_profile(): void
    {
        $this->actingAs($this->user());
        $this->assertContract('/cont/setari/profil', 'settings/profile');
    }

    #[Test]
    public function settings_password(): void
    {
        $this->actingAs($this->user());
        $this->assertContract('/cont/setari/parola', 'settings/password');
    }

    #[Test]
    public function settings_appearance(): void
    {
        $this->actingAs($this->user());
        $this->assertContract('/cont/setari/aspect', 'settings/appearance');
    }

    #[Test]
    public function settings_two_factor(): void
    {
        $this->actingAs($this->user())->withSession([RequirePasswordConfirmation::SESSION_KEY => now()->getTimestamp()]);
        $this->assertContract('/cont/setari/doi-factori', 'settings/two-factor');
    }

    #[Test]
    public function settings_api_tokens(): void
    {
        $user = $this->user();
        $user->createToken('Integrare 1C');
        $this->actingAs($user)->withSession([RequirePasswordConfirmation::SESSION_KEY => now()->getTimestamp()]);
        $this->assertContract('/cont/setari/tokenuri-api', 'settings/api-tokens');
    }

    #[Test]
    public function favourites(): void
    {
        $this->postJson('/favorite/'.$this->product()->id)->assertOk();
        $this->assertContract('/favorite', 'favourites/index');
    }

    #[Test]
    public function compare(): void
    {
        $this->postJson('/compara/'.$this->product()->id)->assertOk();
        $this->assertContract('/compara', 'compare/index');
    }

    #[Test]
    public function credit(): void
    {
        $this->assertContract('/credit?product='.$this->product()->id, 'credit/index');
    }

    #[Test]
    public function stores(): void
    {
        $this->assertContract('/contacte/magazine', 'stores/index');
    }

    #[Test]
    public function contacts_office(): void
    {
        $this->assertContract('/contacte/oficiu', 'contacts/office');
    }

    #[Test]
    public function careers_index(): void
    {
        $this->assertContract('/cariera', 'careers/index');
    }

    #[Test]
    public function vacancy(): void
    {
        $vacancy = Vacancy::query()->open()->orderBy('sort')->orderBy('id')->firstOrFail();
        $this->assertContract('/cariera/'.$vacancy->slug, 'careers/show');
    }

    #[Test]
    public function blog_index(): void
    {
        $this->assertContract('/blog', 'blog/index');
    }

    #[Test]
    public function blog_post(): void
    {
        $post = BlogPost::query()->published()->orderByDesc('published_at')->orderBy('id')->firstOrFail();
        $this->assertContract('/blog/'.$post->slug, 'blog/show');
    }

    #[Test]
    public function about(): void
    {
        \App\Models\Page::query()->where('slug', 'despre-companie')->update(['team' => json_encode([['name' => 'Ion Rusu', 'role' => ['ro' => 'Director', 'ru' => 'Директор'], 'photo' => null]])]);
        $this->assertContract('/despre-companie', 'about/show');
    }

    #[Test]
    public function newsletter_unsubscribe(): void
    {
        $subscription = NewsletterSubscription::query()->create([
            'email' => 'ana.popescu@example.md', 'locale' => 'ro', 'confirmed_at' => now(),
        ]);
        $this->assertContract('/newsletter/dezabonare/'.$subscription->unsubscribeToken(), 'newsletter/show');
    }

    #[Test]
    public function account_alerts(): void
    {
        $user = $this->user();
        $product = $this->product();
        \App\Models\StockAlert::query()->create(['kind' => 'price', 'product_id' => $product->id, 'user_id' => $user->id, 'locale' => 'ro', 'price_baseline' => $product->price, 'confirmed_at' => now()]);
        $this->actingAs($user);
        $this->assertContract('/cont/alerte', 'account/alerts');
    }

    #[Test]
    public function stock_alert_confirmed(): void
    {
        \App\Models\StockAlert::query()->create([
            'kind' => 'stock', 'product_id' => $this->product()->id, 'email' => 'ana.popescu@example.md', 'locale' => 'ro',
            'confirm_token' => \App\Models\StockAlert::hash('contracttoken'),
        ]);
        $this->assertContract('/alerte/confirmare/contracttoken', 'stock-alerts/show');
    }

    #[Test]
    public function not_found(): void
    {
        $this->assertContract('/pagina-care-nu-exista', 'errors/error', status: 404);
    }

    /** Requests a page as an Inertia visit and compares the shape of its page object with the fixture's. */
    private function assertContract(string $url, string $component, ?string $case = null, int $status = 200): void
    {
        $response = $this->withHeaders(['X-Inertia' => 'true', 'X-Inertia-Version' => $this->version()])->get($url);
        $response->assertStatus($status);
        $page = json_decode((string) $response->getContent(), flags: JSON_THROW_ON_ERROR);
        $this->assertInstanceOf(stdClass::class, $page);
        $this->assertSame($component, $page->component);
        $live = (object) ['component' => $page->component, 'url' => $page->url, 'props' => $page->props];

        $file = base_path('tests/fixtures/pages/'.$component.($case === null ? '' : '.'.$case).'.json');
        if (getenv('UPDATE_PAGE_FIXTURES') === '1') {
            @mkdir(dirname($file), recursive: true);
            $json = json_encode(PageShape::forFixture($live), JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_THROW_ON_ERROR);
            file_put_contents($file, $json."\n");
        }

        $this->assertFileExists($file, 'No page fixture yet: run the test with UPDATE_PAGE_FIXTURES=1 and commit it.');
        $fixture = json_decode((string) file_get_contents($file), flags: JSON_THROW_ON_ERROR);
        $differences = PageShape::differences($fixture, $live);
        $this->assertSame([], $differences, sprintf(
            "The props of %s no longer match %s:\n  %s\nUpdate the page's TypeScript props type if the change is meant, then re-run with UPDATE_PAGE_FIXTURES=1.",
            $url,
            substr($file, strlen(base_path()) + 1),
            implode("\n  ", $differences),
        ));
    }

    private function version(): string
    {
        return (string) app(HandleInertiaRequests::class)->version(Request::create('/'));
    }

    /**
     * @param  array<string, mixed>  $attributes
     */
    private function user(array $attributes = []): User
    {
        return User::factory()->create([
            'name' => 'Ana Popescu', 'email' => 'ana.popescu@example.md', 'phone' => '+37360123456', ...$attributes,
        ]);
    }

    private function product(): Product
    {
        return Product::query()->where('stock_total', '>', 0)->orderBy('id')->firstOrFail();
    }

    private function store(): Store
    {
        return Store::scopeShops(Store::query())->orderBy('sorted')->orderBy('id')->firstOrFail();
    }

    private function fillCart(): void
    {
        $this->postJson('/cos/produse', ['product_id' => $this->product()->id])->assertOk();
    }

    /**
     * A return of the order's first line and a warranty claim at the service centre, so every part of the returns'
     * props has a value. For the customer's page the order was delivered three days ago (its completion on the
     * timeline) with two units bought, so the return form still offers one; for the back office (`$received`) the
     * order keeps its status (its moves and places stay in the fixture) and the return is received and refunded.
     */
    private function withReturnAndClaim(Order $order, bool $received = false): void
    {
        $line = $order->lines()->orderBy('id')->firstOrFail();
        if (! $received) {
            $order->forceFill(['status' => OrderStatus::Completed->value, 'status_changed_at' => now()->subDays(3)])->save();
            $order->events()->create(['user_id' => null, 'actor' => 'staff', 'type' => 'status', 'from_status' => 'shipped', 'to_status' => 'completed', 'public' => true, 'created_at' => now()->subDays(3)]);
            $line->forceFill(['quantity' => 2])->save();
        }
        $store = Store::query()->where('kind', 'store')->orderBy('id')->firstOrFail();
        $return = \App\Models\OrderReturn::query()->create([
            'order_id' => $order->id, 'status' => $received ? 'received' : 'requested', 'reason' => 'defective', 'details' => 'Nu pornește',
            'handover' => 'store', 'store_id' => $store->id, 'received_at' => $received ? now() : null,
        ]);
        $return->lines()->create(['order_line_id' => $line->id, 'quantity' => 1, 'received_quantity' => $received ? 1 : null, 'condition' => $received ? 'sellable' : null, 'store_id' => $received ? $store->id : null]);
        \App\Models\WarrantyClaim::query()->create(['order_id' => $order->id, 'order_line_id' => $line->id, 'status' => 'at_service', 'description' => 'Ecranul pâlpâie', 'note' => 'Trimis la service']);
        if ($received) {
            \App\Models\Refund::query()->create(['order_id' => $order->id, 'order_return_id' => $return->id, 'method' => 'transfer', 'amount' => 100_00, 'iban' => 'MD24AG000225100013104168', 'idempotency_key' => 'contract-refund-1', 'created_at' => now()]);
        }
    }

    private function placeOrder(): Order
    {
        $this->fillCart();
        $this->postJson('/checkout', [
            'idempotency_key' => '7d2f5a10-3c1e-4b8a-9f00-000000000001', 'name' => 'Ana Popescu', 'phone' => '+37360123456',
            'email' => 'ana.popescu@example.md', 'delivery_method' => 'courier', 'delivery_zone' => 'chisinau',
            'city' => 'Chișinău', 'address' => 'str. Albișoara 4', 'delivery_interval' => '13-18', 'payment_method' => 'card',
            'consent' => true,
        ])->assertCreated();

        return Order::query()->latest('id')->firstOrFail();
    }
}
