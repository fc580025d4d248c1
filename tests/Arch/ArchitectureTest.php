<?php

declare(strict_types=1);

namespace Tests\Arch;

use PHPUnit\Framework\Attributes\Test;
use PHPUnit\Framework\TestCase;

/**
 * The code's house rules, checked over the source on every run. Each rule is a function from one file's source to
 * its findings; every rule is run over the real files (no findings allowed) and over a snippet that breaks it (so a
 * rule that stopped finding anything would fail here too).
 */
final class ArchitectureTest extends TestCase
{
    /**
     * Classes in app/ that may stay open, each with its reason. Keep this list tiny: make a class final instead.
     */
    private const NOT_FINAL = [
        // The base every controller extends (Laravel's skeleton), abstract so it is never routed to on its own.
        'app/Http/Controllers/Controller.php' => 'Controller',
        // The one type bootstrap/app.php catches for every order refusal; each refusal itself is final.
        'app/Exceptions/Orders/OrderRefused.php' => 'OrderRefused',
        'app/Exceptions/Orders/OrderChangeRefused.php' => 'OrderChangeRefused',
    ];

    /**
     * Actions that still take HTTP values, each with its reason. Empty: every action gets plain values, a session
     * or a ClientContext from its controller.
     *
     * @var array<string, string>
     */
    private const ACTIONS_ON_HTTP = [];

    private const HTTP_NAMESPACES = ['Illuminate\\Http', 'Symfony\\Component\\HttpFoundation', 'App\\Http'];

    /**
     * What app/Support may not touch: it keeps small value helpers (money, dates, phone, units, text) that work on
     * the values given to them, so they are usable anywhere, tests included, without a database or a container.
     */
    private const SUPPORT_FORBIDDEN = [
        'Illuminate\\Support\\Facades', 'Illuminate\\Database', 'Illuminate\\Container', 'Illuminate\\Contracts\\Container',
        'Illuminate\\Foundation\\Application', 'App\\Models', 'App\\Services', 'App\\Infrastructure', 'App\\Actions',
        'App\\Queries', 'App\\Http',
    ];

    /** Eloquent and query-builder methods that change rows. */
    private const DATABASE_WRITES = [
        'save', 'saveQuietly', 'update', 'updateQuietly', 'updateOrCreate', 'updateOrInsert', 'upsert', 'insert',
        'insertOrIgnore', 'insertGetId', 'insertUsing', 'create', 'createQuietly', 'forceCreate', 'firstOrCreate',
        'delete', 'deleteQuietly', 'forceDelete', 'destroy', 'truncate', 'increment', 'decrement', 'incrementEach',
        'decrementEach', 'touch', 'sync', 'syncWithoutDetaching', 'attach', 'detach', 'toggle', 'restore', 'statement',
        'unprepared', 'affectingStatement',
    ];

    /** Infrastructure is the plumbing the domain stands on: it never reaches up into it, nor into controllers. */
    private const INFRASTRUCTURE_FORBIDDEN = ['App\\Services', 'App\\Actions', 'App\\Http\\Controllers'];

    /**
     * Services get plain values (a ClientContext, a StaffActor, an uploaded file), never the request or a response,
     * so a command, a job or a test calls them the way a controller does.
     */
    private const SERVICES_HTTP = [
        'App\\Http', 'Illuminate\\Http\\Request', 'Illuminate\\Http\\Response', 'Illuminate\\Http\\JsonResponse',
        'Illuminate\\Http\\RedirectResponse', 'Illuminate\\Foundation\\Http', 'Symfony\\Component\\HttpFoundation',
    ];

    /** The back office's own classes: each layer keeps them under Admin/<Section>/, as its controllers are. */
    private const ADMIN_NAMESPACES = ['App\\Http\\Controllers\\Admin', 'App\\Http\\Requests\\Admin', 'App\\Queries\\Admin'];

    /**
     * Laravel's JSON resources: the JSON API's transport only. Pages get their props from the typed shapers in
     * app/Queries, which the API's resources return too (one shape, two transports).
     */
    private const JSON_RESOURCE_CLASSES = [
        'Illuminate\\Http\\Resources\\Json\\JsonResource', 'Illuminate\\Http\\Resources\\Json\\ResourceCollection',
        'Illuminate\\Http\\Resources\\Json\\AnonymousResourceCollection',
    ];

    private const DEBUG_FUNCTIONS = ['dd', 'dump', 'var_dump', 'print_r', 'ray', 'error_log', 'var_export'];

    #[Test]
    public function every_file_in_app_declares_strict_types(): void
    {
        $this->assertNoFindings(['app'], self::strictTypes(...));
        $this->assertNotSame([], self::strictTypes('app/X.php', "<?php\n\nnamespace App;\n\nfinal class X {}\n"));
        $this->assertSame([], self::strictTypes('app/X.php', "<?php\n\n/** Why. */\ndeclare(strict_types=1);\n\nfinal class X {}\n"));
    }

    #[Test]
    public function every_class_in_app_is_final(): void
    {
        $this->assertNoFindings(['app'], self::finalClasses(...));
        $this->assertNotSame([], self::finalClasses('app/X.php', "<?php\n\nreadonly class X {}\n"));
        $this->assertNotSame([], self::finalClasses('app/X.php', "<?php\n\nabstract class X {}\n"));
        $this->assertSame([], self::finalClasses('app/X.php', "<?php\n\nfinal readonly class X { public function y(): object { return new class {}; } }\n"));
    }

    #[Test]
    public function controllers_do_not_build_queries(): void
    {
        $this->assertNoFindings(['app/Http/Controllers'], self::controllerQueries(...));
        $bad = [
            "<?php\nuse Illuminate\\Support\\Facades\\DB;\n",
            "<?php\n\$rows = DB::table('products')->get();\n",
            "<?php\n\$product = \\App\\Models\\Product::query()->first();\n",
            "<?php\n\$orders = \$user->orders()->where('status', 'new')->get();\n",
            "<?php\nuse Illuminate\\Database\\Eloquent\\Builder;\n",
        ];
        foreach ($bad as $source) {
            $this->assertNotSame([], self::controllerQueries('app/Http/Controllers/X.php', $source), $source);
        }
        $this->assertSame([], self::controllerQueries('app/Http/Controllers/X.php', "<?php\n// DB::table('x') and ->where( in a comment\n\$x = 'Product::query()';\n"));
    }

    #[Test]
    public function env_is_read_only_in_config(): void
    {
        $this->assertNoFindings(['app', 'bootstrap', 'database', 'routes', 'packages', 'tests'], self::envCalls(...));
        $this->assertNotSame([], self::envCalls('app/X.php', "<?php\n\$debug = env('APP_DEBUG');\n"));
        $this->assertNotSame([], self::envCalls('app/X.php', "<?php\n\$debug = \\env('APP_DEBUG');\n"));
        $this->assertSame([], self::envCalls('app/X.php', "<?php\n\$debug = \$config->env('APP_DEBUG');\n"));
        $this->assertSame([], self::envCalls('packages/x/config/x.php', "<?php\nreturn ['debug' => env('APP_DEBUG')];\n"));
    }

    #[Test]
    public function no_debugging_calls_are_left_in(): void
    {
        $this->assertNoFindings(['app', 'routes', 'config', 'database'], self::debugCalls(...));
        foreach (['dd($x);', 'dump($x);', 'var_dump($x);', 'print_r($x);', 'ray($x);', 'error_log("x");', 'var_export($x);', '\\dd($x);'] as $call) {
            $this->assertNotSame([], self::debugCalls('app/X.php', "<?php\n".$call."\n"), $call);
        }
        foreach (['print_r($x, true);', 'var_export($x, true);', '$dumper->dump($x);', 'Log::debug("x");'] as $call) {
            $this->assertSame([], self::debugCalls('app/X.php', "<?php\n".$call."\n"), $call);
        }
    }

    #[Test]
    public function actions_do_not_depend_on_http(): void
    {
        $this->assertNoFindings(['app/Actions'], self::actionHttp(...));
        $bad = [
            "<?php\nuse Illuminate\\Http\\Request;\n",
            "<?php\nfunction f(\\Illuminate\\Http\\UploadedFile \$file) {}\n",
            "<?php\nuse Symfony\\Component\\HttpFoundation\\Response;\n",
            "<?php\nuse App\\Http\\Requests\\Cart\\AddToCartRequest;\n",
            "<?php\n\$ip = request()->ip();\n",
        ];
        foreach ($bad as $source) {
            $this->assertNotSame([], self::actionHttp('app/Actions/X.php', $source), $source);
        }
        $this->assertSame([], self::actionHttp('app/Actions/X.php', "<?php\nuse App\\Infrastructure\\Security\\ClientContext;\n\$this->request();\n"));
    }

    #[Test]
    public function platform_packages_do_not_depend_on_the_app(): void
    {
        $this->assertNoFindings(['packages'], self::packageAppUse(...));
        $this->assertNotSame([], self::packageAppUse('packages/x/src/X.php', "<?php\nuse App\\Infrastructure\\Inertia\\Page;\n"));
        $this->assertNotSame([], self::packageAppUse('packages/x/src/X.php', "<?php\n\$page = new \\App\\Infrastructure\\Inertia\\Page();\n"));
        $this->assertSame([], self::packageAppUse('packages/x/src/X.php', "<?php\nuse Apple\\Thing;\n"));
    }

    #[Test]
    public function support_holds_only_value_helpers(): void
    {
        $this->assertNoFindings(['app/Support'], self::supportHelpers(...));
        $bad = [
            "<?php\nuse Illuminate\\Support\\Facades\\Cache;\n",
            "<?php\n\$rows = \\Illuminate\\Support\\Facades\\DB::table('x')->get();\n",
            "<?php\nuse App\\Models\\Product;\n",
            "<?php\nuse App\\Infrastructure\\Locale\\Locales;\n",
            "<?php\n\$ledger = app(\\stdClass::class);\n",
            "<?php\n\$ledger = resolve('x');\n",
        ];
        foreach ($bad as $source) {
            $this->assertNotSame([], self::supportHelpers('app/Support/X.php', $source), $source);
        }
        $this->assertSame([], self::supportHelpers('app/Support/X.php', "<?php\nuse Carbon\\CarbonImmutable;\n\$t = __('x');\n\$z = config('app.timezone');\n"));
    }

    #[Test]
    public function infrastructure_does_not_depend_on_services_actions_or_controllers(): void
    {
        $this->assertNoFindings(['app/Infrastructure'], self::infrastructureDependencies(...));
        foreach (["<?php\nuse App\\Services\\Stock\\StockLedger;\n", "<?php\n\$x = new \\App\\Actions\\Cart\\AddToCart();\n", "<?php\nuse App\\Http\\Controllers\\Controller;\n"] as $source) {
            $this->assertNotSame([], self::infrastructureDependencies('app/Infrastructure/X.php', $source), $source);
        }
        $this->assertSame([], self::infrastructureDependencies('app/Infrastructure/X.php', "<?php\nuse App\\Models\\Order;\nuse App\\Queries\\Catalog\\CategoryTree;\nuse App\\Http\\Middleware\\HandleInertiaRequests;\n"));
    }

    #[Test]
    public function services_do_not_take_http_requests(): void
    {
        $this->assertNoFindings(['app/Services'], self::serviceHttp(...));
        $bad = [
            "<?php\nuse Illuminate\\Http\\Request;\n",
            "<?php\nfunction f(): \\Illuminate\\Http\\JsonResponse {}\n",
            "<?php\nuse App\\Http\\Requests\\Checkout\\PlaceOrderRequest;\n",
            "<?php\n\$ip = request()->ip();\n",
        ];
        foreach ($bad as $source) {
            $this->assertNotSame([], self::serviceHttp('app/Services/X.php', $source), $source);
        }
        $this->assertSame([], self::serviceHttp('app/Services/X.php', "<?php\nuse Illuminate\\Http\\UploadedFile;\nuse App\\Infrastructure\\Security\\ClientContext;\n"));
    }

    #[Test]
    public function queries_do_not_write(): void
    {
        $this->assertNoFindings(['app/Queries'], self::queryWrites(...));
        $bad = [
            "<?php\n\$product->save();\n",
            "<?php\nDB::table('carts')->insertOrIgnore(['guest_id' => \$id]);\n",
            "<?php\nProduct::query()->whereKey(1)->update(['price' => 1]);\n",
            "<?php\n\$order?->delete();\n",
            "<?php\nCart::firstOrCreate(['user_id' => 1]);\n",
            "<?php\n\$user->roles()->sync([1]);\n",
        ];
        foreach ($bad as $source) {
            $this->assertNotSame([], self::queryWrites('app/Queries/X.php', $source), $source);
        }
        $this->assertSame([], self::queryWrites('app/Queries/X.php', "<?php\n\$rows = Product::query()->where('is_active', true)->get();\n\$x = Cache::remember('k', 60, fn () => 1);\n// ->save() in a comment\n"));
    }

    #[Test]
    public function every_class_in_app_actions_is_an_action_with_a_handle_method(): void
    {
        $this->assertNoFindings(['app/Actions'], self::actionShape(...));
        $this->assertNotSame([], self::actionShape('app/Actions/X.php', "<?php\nfinal class X { public function run(): void {} }\n"));
        $this->assertNotSame([], self::actionShape('app/Actions/X.php', "<?php\nfinal readonly class X { public function __construct(public int \$a) {} }\n"));
        $this->assertNotSame([], self::actionShape('app/Actions/X.php', "<?php\nfinal class X { private function handle(): void {} }\n"));
        $this->assertSame([], self::actionShape('app/Actions/X.php', "<?php\nfinal class X { public function __construct() {} public function handle(): void {} }\n"));
    }

    #[Test]
    public function json_resources_are_the_json_apis_alone(): void
    {
        $this->assertNoFindings(['app'], self::jsonResources(...));
        $bad = [
            ['app/Http/Resources/Products/X.php', "<?php\nnamespace App\\Http\\Resources\\Products;\nuse Illuminate\\Http\\Resources\\Json\\JsonResource;\nfinal class X extends JsonResource {}\n"],
            ['app/Queries/Stores/X.php', "<?php\nnamespace App\\Queries\\Stores;\nuse Illuminate\\Http\\Resources\\Json\\JsonResource as Resource;\nfinal class X extends Resource {}\n"],
            ['app/Http/Controllers/Stores/X.php', "<?php\nnamespace App\\Http\\Controllers\\Stores;\nuse Illuminate\\Http\\Resources;\nfinal class X extends Resources\\Json\\ResourceCollection {}\n"],
            ['app/Queries/Stores/X.php', "<?php\nnamespace App\\Queries\\Stores;\nfinal class X extends \\Illuminate\\Http\\Resources\\Json\\AnonymousResourceCollection {}\n"],
            ['app/Http/Resources/Orders/OrderDetails.php', "<?php\nnamespace App\\Http\\Resources\\Orders;\nfinal class OrderDetails {}\n"],
        ];
        foreach ($bad as [$path, $source]) {
            $this->assertNotSame([], self::jsonResources($path, $source), $path);
        }
        $this->assertSame([], self::jsonResources('app/Http/Resources/Api/Stores/StoreResource.php', "<?php\nnamespace App\\Http\\Resources\\Api\\Stores;\nuse Illuminate\\Http\\Resources\\Json\\JsonResource;\nfinal class StoreResource extends JsonResource {}\n"));
        $this->assertSame([], self::jsonResources('app/Queries/Stores/StoreRows.php', "<?php\nnamespace App\\Queries\\Stores;\nuse App\\Models\\Store;\nfinal class StoreRows { public function row(Store \$store): array { return array_map(function () use (\$store) { return 1; }, []); } }\n"));
    }

    #[Test]
    public function only_the_json_apis_controllers_use_resources(): void
    {
        $this->assertNoFindings(['app'], self::resourceUse(...));
        $bad = [
            ['app/Http/Controllers/Stores/StoreIndexController.php', "<?php\nuse App\\Http\\Resources\\Api\\Stores\\StoreResource;\n"],
            ['app/Queries/Listing/ProductListing.php', "<?php\n\$cards = \\App\\Http\\Resources\\Api\\Catalog\\ProductCardResource::collection(\$products);\n"],
            ['app/Infrastructure/PageCache/X.php', "<?php\nuse App\\Http\\Resources\\Api\\Account\\AccountResource;\n"],
        ];
        foreach ($bad as [$path, $source]) {
            $this->assertNotSame([], self::resourceUse($path, $source), $path);
        }
        $this->assertSame([], self::resourceUse('app/Http/Controllers/Api/Stores/StoreListController.php', "<?php\nuse App\\Http\\Resources\\Api\\Stores\\StoreResource;\nuse Illuminate\\Http\\Resources\\Json\\AnonymousResourceCollection;\n"));
        $this->assertSame([], self::resourceUse('app/Http/Controllers/Stores/StoreIndexController.php', "<?php\nuse App\\Queries\\Stores\\StoreCards;\n// not App\\Http\\Resources\\Api\\Stores\\StoreResource\n"));
    }

    #[Test]
    public function back_office_requests_and_queries_live_under_admin(): void
    {
        $this->assertNoFindings(['app'], self::adminScheme(...));
        $this->assertNotSame([], self::adminScheme('app/Http/Controllers/Admin/Stores/StoreController.php', "<?php\nuse App\\Http\\Requests\\Stores\\SaveStoreRequest;\n"));
        $this->assertNotSame([], self::adminScheme('app/Http/Controllers/Admin/Orders/X.php', "<?php\nuse App\\Http\\Requests\\Orders\\CancelOrderRequest;\n"));
        $this->assertNotSame([], self::adminScheme('app/Http/Controllers/Stores/StoreIndexController.php', "<?php\nuse App\\Queries\\Admin\\Stores\\StoreList;\n"));
        $this->assertNotSame([], self::adminScheme('app/Queries/Stores/X.php', "<?php\nuse App\\Http\\Requests\\Admin\\Stores\\SaveStoreRequest;\n"));
        $this->assertSame([], self::adminScheme('app/Http/Controllers/Admin/Stores/StoreController.php', "<?php\nuse App\\Http\\Requests\\Admin\\Stores\\SaveStoreRequest;\nuse App\\Queries\\Admin\\Stores\\StoreList;\nuse App\\Queries\\Catalog\\CategoryTree;\n"));
        $this->assertSame([], self::adminScheme('app/Queries/Admin/Blog/X.php', "<?php\nuse App\\Queries\\Admin\\ProductPicker;\n"));
    }

    /**
     * Reads only: a query that needs to write is an action (or, for the plumbing of who is asking, infrastructure).
     * The shop's caches are not its data: a cached read may fill its cache.
     *
     * @return list<string>
     */
    private static function queryWrites(string $path, string $source): array
    {
        return array_map(
            static fn (array $call): string => $path.':'.$call[0].' writes (->'.$call[1].'()): a query only reads; move the write into app/Actions',
            SourceScanner::methodCalls($source, self::DATABASE_WRITES),
        );
    }

    /**
     * @return list<string>
     */
    private static function strictTypes(string $path, string $source): array
    {
        return SourceScanner::declaresStrictTypes($source) ? [] : [$path.':1 does not start with declare(strict_types=1);'];
    }

    /**
     * @return list<string>
     */
    private static function finalClasses(string $path, string $source): array
    {
        $found = [];
        foreach (SourceScanner::nonFinalClasses($source) as [$line, $name]) {
            if ((self::NOT_FINAL[$path] ?? null) !== $name) {
                $found[] = $path.':'.$line.' class '.$name.' is not final';
            }
        }

        return $found;
    }

    /**
     * @return list<string>
     */
    private static function controllerQueries(string $path, string $source): array
    {
        $found = array_map(static fn (array $call): string => $path.':'.$call[0].' builds a query ('.$call[1].'): move it into app/Queries or app/Actions', SourceScanner::queryBuilderCalls($source));
        foreach (SourceScanner::referencedNames($source) as [$line, $name]) {
            if (self::within($name, ['Illuminate\\Database']) || $name === 'Illuminate\\Support\\Facades\\DB') {
                $found[] = $path.':'.$line.' uses '.$name.': move the query into app/Queries or app/Actions';
            }
        }

        return $found;
    }

    /**
     * @return list<string>
     */
    private static function envCalls(string $path, string $source): array
    {
        // A package's own config/ folder is config too (its defaults are merged into the app's).
        if (preg_match('#(^|/)config/#', $path) === 1) {
            return [];
        }

        return array_map(static fn (array $call): string => $path.':'.$call[0].' calls env(): read config() instead', SourceScanner::functionCalls($source, ['env']));
    }

    /**
     * @return list<string>
     */
    private static function debugCalls(string $path, string $source): array
    {
        $found = [];
        foreach (SourceScanner::functionCalls($source, self::DEBUG_FUNCTIONS) as [$line, $name, $arguments]) {
            // print_r and var_export with a second argument return the text instead of printing it.
            if (in_array($name, ['print_r', 'var_export'], true) && $arguments > 1) {
                continue;
            }
            $found[] = $path.':'.$line.' calls '.$name.'()';
        }

        return $found;
    }

    /**
     * @return list<string>
     */
    private static function actionHttp(string $path, string $source): array
    {
        if (array_key_exists($path, self::ACTIONS_ON_HTTP)) {
            return [];
        }
        $found = [];
        foreach (SourceScanner::referencedNames($source) as [$line, $name]) {
            if (self::within($name, self::HTTP_NAMESPACES)) {
                $found[] = $path.':'.$line.' depends on '.$name.': pass the values the action needs instead';
            }
        }
        foreach (SourceScanner::functionCalls($source, ['request']) as [$line]) {
            $found[] = $path.':'.$line.' calls request(): pass the values the action needs instead';
        }

        return $found;
    }

    /**
     * @return list<string>
     */
    private static function packageAppUse(string $path, string $source): array
    {
        $found = [];
        foreach (SourceScanner::referencedNames($source) as [$line, $name]) {
            if (self::within($name, ['App'])) {
                $found[] = $path.':'.$line.' depends on the app ('.$name.')';
            }
        }

        return $found;
    }

    /**
     * @return list<string>
     */
    private static function supportHelpers(string $path, string $source): array
    {
        $found = [];
        foreach (SourceScanner::referencedNames($source) as [$line, $name]) {
            if (self::within($name, self::SUPPORT_FORBIDDEN)) {
                $found[] = $path.':'.$line.' depends on '.$name.': a value helper works on the values it is given; move the class to app/Services or app/Infrastructure';
            }
        }
        foreach (SourceScanner::functionCalls($source, ['app', 'resolve', 'request']) as [$line, $name]) {
            $found[] = $path.':'.$line.' calls '.$name.'(): a value helper takes what it needs as arguments';
        }

        return $found;
    }

    /**
     * @return list<string>
     */
    private static function infrastructureDependencies(string $path, string $source): array
    {
        $found = [];
        foreach (SourceScanner::referencedNames($source) as [$line, $name]) {
            if (self::within($name, self::INFRASTRUCTURE_FORBIDDEN)) {
                $found[] = $path.':'.$line.' depends on '.$name.': infrastructure is used by the domain, never the other way round';
            }
        }

        return $found;
    }

    /**
     * @return list<string>
     */
    private static function serviceHttp(string $path, string $source): array
    {
        $found = [];
        foreach (SourceScanner::referencedNames($source) as [$line, $name]) {
            if (self::within($name, self::SERVICES_HTTP)) {
                $found[] = $path.':'.$line.' depends on '.$name.': pass the values the service needs instead';
            }
        }
        foreach (SourceScanner::functionCalls($source, ['request']) as [$line]) {
            $found[] = $path.':'.$line.' calls request(): pass the values the service needs instead';
        }

        return $found;
    }

    /**
     * @return list<string>
     */
    private static function actionShape(string $path, string $source): array
    {
        $found = [];
        foreach (SourceScanner::classesWithoutPublicMethod($source, 'handle') as [$line, $name]) {
            $found[] = $path.':'.$line.' class '.$name.' has no public handle(): an action is one write use case; shared code belongs in app/Services';
        }

        return $found;
    }

    /**
     * @return list<string>
     */
    private static function adminScheme(string $path, string $source): array
    {
        $own = str_replace('/', '\\', ucfirst(substr($path, 0, -4)));
        $inBackOffice = self::within($own, self::ADMIN_NAMESPACES);
        $found = [];
        foreach (SourceScanner::referencedNames($source) as [$line, $name]) {
            if ($inBackOffice && str_starts_with($own, 'App\\Http\\Controllers\\Admin\\')
                && self::within($name, ['App\\Http\\Requests']) && ! self::within($name, self::ADMIN_NAMESPACES)) {
                $found[] = $path.':'.$line.' takes '.$name.': a back-office request lives under Admin/<Section>/';
            }
            // The storefront's controllers, requests and queries do not reach into the back office's.
            if (! $inBackOffice && self::within($own, ['App\\Http', 'App\\Queries']) && self::within($name, self::ADMIN_NAMESPACES)) {
                $found[] = $path.':'.$line.' uses the back office\'s '.$name.': move what both share out of Admin/';
            }
        }

        return $found;
    }

    /**
     * A JSON resource is the JSON API's transport: it lives under app/Http/Resources/Api/<Feature>/ and returns what a
     * shaper in app/Queries gives the pages. Nothing else lives in app/Http/Resources: page props are shaped in
     * app/Queries/<Feature>/.
     *
     * @return list<string>
     */
    private static function jsonResources(string $path, string $source): array
    {
        $underApi = str_starts_with($path, 'app/Http/Resources/Api/');
        $found = [];
        if (str_starts_with($path, 'app/Http/Resources/') && ! $underApi) {
            $found[] = $path.':1 is outside app/Http/Resources/Api: page props are shaped by a class in app/Queries/<Feature>/';
        }
        foreach (SourceScanner::parentClasses($source) as [$line, $parent]) {
            if (in_array($parent, self::JSON_RESOURCE_CLASSES, true) && ! $underApi) {
                $found[] = $path.':'.$line.' extends '.$parent.': only the JSON API has resources (app/Http/Resources/Api/<Feature>/); shape page props in app/Queries/<Feature>/';
            }
        }

        return $found;
    }

    /**
     * Only the JSON API's controllers (and the resources themselves) use app/Http/Resources; pages, queries, mails and
     * jobs take the shapers in app/Queries.
     *
     * @return list<string>
     */
    private static function resourceUse(string $path, string $source): array
    {
        if (str_starts_with($path, 'app/Http/Controllers/Api/') || str_starts_with($path, 'app/Http/Resources/')) {
            return [];
        }
        $found = [];
        foreach (SourceScanner::referencedNames($source) as [$line, $name]) {
            if (self::within($name, ['App\\Http\\Resources'])) {
                $found[] = $path.':'.$line.' uses '.$name.': resources are the JSON API\'s; take the shaper it returns, in app/Queries';
            }
        }

        return $found;
    }

    /**
     * @param  list<string>  $namespaces
     */
    private static function within(string $name, array $namespaces): bool
    {
        foreach ($namespaces as $namespace) {
            if ($name === $namespace || str_starts_with($name, $namespace.'\\')) {
                return true;
            }
        }

        return false;
    }

    /**
     * @param  list<string>  $folders
     * @param  callable(string, string): list<string>  $rule
     */
    private function assertNoFindings(array $folders, callable $rule): void
    {
        $files = SourceScanner::files($folders);
        $this->assertNotSame([], $files, 'No PHP files found under '.implode(', ', $folders));
        $findings = [];
        foreach ($files as $path) {
            array_push($findings, ...$rule($path, SourceScanner::read($path)));
        }

        $this->assertSame([], $findings, implode("\n", $findings));
    }
}
