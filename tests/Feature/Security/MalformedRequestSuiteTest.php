<?php

declare(strict_types=1);

namespace Tests\Feature\Security;

use App\Enums\StaffRole;
use App\Http\Requests\Listing\ListingRequest;
use App\Models\Order;
use App\Models\Product;
use App\Models\User;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Routing\Route;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Route as Router;
use Illuminate\Support\Facades\Storage;
use Inertia\Inertia;
use Inertia\ResponseFactory;
use PHPUnit\Framework\Attributes\Group;
use PHPUnit\Framework\Attributes\Test;
use ReflectionMethod;
use ReflectionNamedType;
use Tests\TestCase;
use Throwable;

/**
 * Every route of the live route list — the storefront in both languages, /api, and /admin with a staff session of
 * each role — gets malformed variants of its real requests: arrays and objects where text goes and text where arrays
 * go, numbers past 64 bits, negative and fractional ids, 1 MB strings, NUL bytes, bytes that are not UTF-8, malformed
 * JSON, a wrong Content-Type, missing fields. None may answer 5xx; afterwards every storefront page type and every
 * back-office list still answers 200. The fields of a write come from its form request's rules.
 */
#[Group('slow')]
final class MalformedRequestSuiteTest extends TestCase
{
    /** Route names left out: test-only fixtures, the benchmark floor, Sanctum's cookie route, signed file downloads. */
    private const SKIPPED = '/^(e2e\.|bench\.|sanctum\.|ui-kit\.|ru\.ui-kit\.)/';

    /** Query parameters tried on every page besides the ones it reads. */
    private const GENERIC_QUERY = ['q', 'page', 'sort'];

    private int $sent = 0;

    /** @var list<string> */
    private array $failures = [];

    /** @var array<string, string> */
    private array $values = [];

    protected function setUp(): void
    {
        parent::setUp();
        $this->seed(DatabaseSeeder::class);
        // The writes that get through (an image removed, a sitemap made) touch copies, never the demo shop's files.
        foreach (['media', 'applications', 'sitemap', 'catalog-imports'] as $disk) {
            Storage::fake($disk);
        }
        // Refusals by a rate limit are fine answers, but they would hide what the route does with the input.
        foreach (array_keys(config()->array('rate_limits')) as $limiter) {
            config()->set("rate_limits.$limiter.attempts", 1_000_000);
            config()->set("rate_limits.$limiter.ip_attempts", 1_000_000);
        }
        $product = Product::query()->where('is_active', true)->orderBy('id')->firstOrFail();
        $order = Order::factory()->withLine($product, 1)->createOne();
        $this->values = [
            'product' => (string) $product->id, 'number' => $order->number, 'order' => $order->number,
            'products' => $product->slug, 'catalog' => (string) DB::table('categories')->value('slug'),
            'brands' => (string) DB::table('brands')->value('slug'), 'blog' => (string) DB::table('blog_posts')->value('slug'),
            'pages' => (string) DB::table('pages')->value('slug'), 'careers' => (string) DB::table('vacancies')->value('slug'),
            'stores' => (string) DB::table('stores')->value('slug'), 'promotions' => (string) DB::table('promotions')->value('slug'),
        ];
    }

    #[Test]
    public function no_malformed_request_to_any_route_is_a_server_error(): void
    {
        $staff = [];
        foreach (StaffRole::cases() as $role) {
            $staff[$role->value] = User::factory()->staff($role)->createOne();
        }
        $shopper = User::factory()->createOne();

        foreach (Router::getRoutes()->getRoutes() as $route) {
            $name = (string) $route->getName();
            if ($name === '' || preg_match(self::SKIPPED, $name) === 1) {
                continue;
            }
            $users = str_starts_with($name, 'admin.') ? array_values($staff) : [null, $shopper];
            foreach ($users as $index => $user) {
                // Every variant with the first user; the plain request and the array variants with the others.
                $this->sendVariants($route, $user, thorough: $index === 0);
            }
        }

        fwrite(STDERR, sprintf("\nMalformed-request suite: %d requests to %d routes, %d server errors.\n", $this->sent, count(Router::getRoutes()->getRoutes()), count($this->failures)));
        $this->assertSame([], $this->failures);

        $this->assertPagesStillAnswer($staff[StaffRole::Owner->value]);
    }

    private function sendVariants(Route $route, ?User $user, bool $thorough): void
    {
        $uri = $this->uri($route);
        foreach (array_diff($route->methods(), ['HEAD']) as $method) {
            if ($method === 'GET') {
                foreach ($this->queryVariants($route, $thorough) as $label => $query) {
                    $this->send($route, $user, 'GET', $uri.($query === '' ? '' : '?'.$query), $label);
                }

                continue;
            }
            foreach ($this->bodyVariants($route, $thorough) as $label => [$server, $content, $data]) {
                $this->send($route, $user, $method, $uri, $label, $data, $server, $content);
            }
        }
        if ($thorough) {
            foreach ($this->pathVariants($route) as $label => $path) {
                $this->send($route, $user, $route->methods()[0], $path, $label);
            }
        }
    }

    /**
     * @param  array<string, mixed>  $data
     * @param  array<string, string>  $server
     */
    private function send(Route $route, ?User $user, string $method, string $uri, string $label, array $data = [], array $server = [], ?string $content = null): void
    {
        // Each request as a fresh worker would see it: no guard, no page props shared by the one before.
        $this->app['auth']->forgetGuards();
        $this->app->forgetInstance(ResponseFactory::class);
        Inertia::clearResolvedInstances();
        if ($user !== null) {
            $this->actingAs($user);
        }
        $this->sent++;
        try {
            $status = $this->call($method, $uri, $data, [], [], $server, $content)->getStatusCode();
        } catch (Throwable $exception) {
            $status = 'exception '.$exception::class.': '.$exception->getMessage();
        }
        if (! is_int($status) || $status >= 500) {
            $this->failures[] = sprintf('%s %s (%s, %s, as %s): %s', $method, $uri, $route->getName(), $label, $user->role->value ?? ($user === null ? 'guest' : 'shopper'), $status);
        }
    }

    private function uri(Route $route): string
    {
        $name = preg_replace('/^ru\./', '', (string) $route->getName()) ?? '';
        $area = explode('.', $name)[0];

        return '/'.ltrim((string) preg_replace_callback('/\{(\w+)\??\}/', function (array $match) use ($area): string {
            return $this->values[$match[1]] ?? ($match[1] === 'slug' ? ($this->values[$area] ?? 'x') : '1');
        }, $route->uri()), '/');
    }

    /** @return array<string, string> */
    private function pathVariants(Route $route): array
    {
        if ($route->parameterNames() === []) {
            return [];
        }
        $variants = [];
        foreach (['past 64 bits' => '99999999999999999999999', 'negative' => '-1', 'fraction' => '1.5', 'NUL byte' => 'a%00b', 'not UTF-8' => '%ff%fe', '1 KB' => str_repeat('a', 1024)] as $label => $value) {
            $variants["path: $label"] = '/'.ltrim((string) preg_replace('/\{\w+\??\}/', $value, $route->uri()), '/');
        }

        return $variants;
    }

    /** @return array<string, string> */
    private function queryVariants(Route $route, bool $thorough): array
    {
        $name = (string) preg_replace('/^ru\./', '', (string) $route->getName());
        $variants = ['plain' => ''];
        if (! $thorough) {
            $variants['page as an array'] = 'page[]=1';

            return $variants;
        }
        $names = array_unique([...self::GENERIC_QUERY, ...(in_array($name, ['catalog.category', 'catalog.discounts', 'catalog.new-products', 'brands.show', 'promotions.show', 'stores.products', 'search.results'], true) ? ListingRequest::PARAMETERS : [])]);
        foreach ($names as $parameter) {
            $variants["$parameter as an array"] = http_build_query([$parameter => ['1']]);
            $variants["$parameter as an object"] = http_build_query([$parameter => ['a' => ['b' => '1']]]);
            $variants["$parameter past 64 bits"] = $parameter.'=99999999999999999999999';
            $variants["$parameter with a NUL byte"] = $parameter.'=a%00b';
        }
        // Every parameter together, with the other odd numbers and bytes.
        $variants['negative'] = implode('&', array_map(static fn (string $parameter): string => $parameter.'=-1', $names));
        $variants['fraction'] = implode('&', array_map(static fn (string $parameter): string => $parameter.'=1.5', $names));
        $variants['not UTF-8'] = 'q=%ff';
        $variants['junk parameters'] = 'u=1&__proto__=x&%5B=1&a[][][]=1';

        return $variants;
    }

    /**
     * @return array<string, array{array<string, string>, string|null, array<string, mixed>}> server variables, raw content, fields
     */
    private function bodyVariants(Route $route, bool $thorough): array
    {
        $fields = $this->fields($route);
        $first = $fields[0] ?? 'name';
        $json = ['CONTENT_TYPE' => 'application/json', 'HTTP_ACCEPT' => 'application/json'];
        $variants = ['missing fields' => [[], null, []]];
        if (! $thorough) {
            return $variants;
        }
        $variants['missing fields, JSON'] = [$json, '{}', []];
        foreach ($fields as $field) {
            $variants["$field as an array"] = [[], null, [$field => ['x']]];
            $variants["$field as an object, JSON"] = [$json, (string) json_encode([$field => ['a' => ['b' => 1]]]), []];
            $variants["$field past 64 bits"] = [$json, '{"'.$field.'": 99999999999999999999999}', []];
            $variants["$field with a NUL byte"] = [[], null, [$field => "a\0b"]];
        }
        // Every field at once: text where a list goes, and odd numbers.
        $variants['text everywhere'] = [[], null, array_fill_keys($fields, 'x')];
        $variants['negative everywhere'] = [[], null, array_fill_keys($fields, '-1')];
        $variants['fractions everywhere, JSON'] = [$json, (string) json_encode(array_fill_keys($fields, 1.5)), []];
        $variants['true everywhere, JSON'] = [$json, (string) json_encode(array_fill_keys($fields, true)), []];
        $variants['not UTF-8'] = [[], null, [$first => "a\xffb"]];
        $variants['1 MB string'] = [[], null, [$first => str_repeat('ă', 512 * 1024)]];
        $variants['malformed JSON'] = [$json, '{"'.$first.'": ', []];
        $variants['JSON that is not an object'] = [$json, '"x"', []];
        $variants['wrong Content-Type'] = [['CONTENT_TYPE' => 'text/plain'], 'name=x&'.$first.'[]=1', []];
        $variants['XML body'] = [['CONTENT_TYPE' => 'application/xml', 'HTTP_ACCEPT' => 'application/json'], '<a>x</a>', []];

        return $variants;
    }

    /**
     * The fields the route's form request validates (nested ones by their top name), or a few common ones.
     *
     * @return list<string>
     */
    private function fields(Route $route): array
    {
        $fields = [];
        $uses = $route->getAction('uses');
        if (is_string($uses)) {
            [$class, $method] = str_contains($uses, '@') ? explode('@', $uses, 2) : [$uses, '__invoke'];
            try {
                foreach ((new ReflectionMethod($class, $method))->getParameters() as $parameter) {
                    $type = $parameter->getType();
                    if ($type instanceof ReflectionNamedType && is_subclass_of($type->getName(), FormRequest::class)) {
                        $request = $type->getName()::createFrom(request());
                        $request->setContainer($this->app);
                        $rules = method_exists($request, 'rules') ? $this->app->call([$request, 'rules']) : [];
                        foreach (array_keys(is_array($rules) ? $rules : []) as $key) {
                            $fields[] = explode('.', (string) $key)[0];
                        }
                    }
                }
            } catch (Throwable) {
                // A form request whose rules need the route's models: the common fields below still go.
            }
        }

        return array_values(array_unique($fields === [] ? ['name', 'email', 'id', 'quantity'] : $fields));
    }

    private function assertPagesStillAnswer(User $owner): void
    {
        $this->app['auth']->forgetGuards();
        // Pages of rows the suite's writes (which name the first rows) left alone.
        $category = (string) DB::table('categories')->whereNull('parent_id')->orderByDesc('id')->value('slug');
        $product = (string) DB::table('products')->where('is_active', true)->orderByDesc('id')->value('slug');
        $pages = [
            route('home'), route('ru.home'), route('catalog.index'), route('catalog.category', ['slug' => $category]),
            route('catalog.new-products'), route('catalog.discounts'), route('search.results', ['q' => 'tv']),
            route('products.show', ['slug' => $product]), route('ru.products.show', ['slug' => $product]),
            route('brands.index'), route('stores.index'), route('blog.index'), route('careers.index'), route('promotions.index'),
        ];
        foreach ($pages as $page) {
            $this->assertSame(200, $this->get($page)->getStatusCode(), $page);
        }
        $this->actingAs($owner);
        foreach (Router::getRoutes()->getRoutes() as $route) {
            if (str_starts_with((string) $route->getName(), 'admin.') && str_ends_with((string) $route->getName(), '.index') && $route->parameterNames() === []) {
                $this->assertSame(200, $this->get('/'.$route->uri())->getStatusCode(), '/'.$route->uri());
            }
        }
    }
}
