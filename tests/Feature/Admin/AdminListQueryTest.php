<?php

declare(strict_types=1);

namespace Tests\Feature\Admin;

use App\Enums\StaffRole;
use App\Http\Requests\Admin\AdminListQuery;
use App\Models\Order;
use App\Models\ProductImage;
use App\Models\User;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Routing\Route;
use Illuminate\Support\Facades\Route as Router;
use Illuminate\Testing\TestResponse;
use Illuminate\Validation\Rule;
use Inertia\Testing\AssertableInertia;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/**
 * Every back-office list, read from the route list, opened with values its query string does not take: each answers
 * 200 with the list it shows without them (AdminListQuery drops what its rules refuse), never a redirect back.
 */
final class AdminListQueryTest extends TestCase
{
    use RefreshDatabase;

    /** Old bookmarks and hand-typed addresses seen in the back office. */
    private const JUNK = [
        'sort=stock',
        'sort=zzz',
        'status[]=x',
        'status=zz',
        'page=-1',
        'page=abc',
        'page[]=2',
        'q[]=a',
        'category=abc',
        'brand[]=1',
        'active=9',
        'stock=5',
        'user=abc',
        'state=zz',
        'from=zz',
        'from=2026-13-45&to=2026-02-30',
        'to=zz',
    ];

    #[Test]
    public function every_list_ignores_values_it_does_not_take(): void
    {
        // One moment for every request: the dashboard's figures are read up to now.
        $this->freezeSecond();
        Order::factory()->count(2)->createOne();
        ProductImage::factory()->createOne();
        $this->actingAs(User::factory()->staff(StaffRole::Owner)->createOne());

        $lists = $this->listPaths();
        $this->assertContains('/admin/comenzi', $lists);
        $this->assertContains('/admin/produse', $lists);
        $this->assertContains('/admin/jurnal', $lists);
        $this->assertContains('/admin/blog', $lists);

        $wrong = [];
        foreach ($lists as $path) {
            $default = $this->props($this->get($path)->assertOk());
            foreach (self::JUNK as $junk) {
                $response = $this->get("{$path}?{$junk}");
                if ($response->status() !== 200) {
                    $wrong[] = "{$path}?{$junk}: {$response->status()} {$response->headers->get('Location')}";

                    continue;
                }
                if ($this->props($response) !== $default) {
                    $wrong[] = "{$path}?{$junk}: not the default list";
                }
            }
        }

        $this->assertSame([], $wrong, implode("\n", $wrong));
    }

    #[Test]
    public function a_good_value_still_filters_beside_a_dropped_one(): void
    {
        $this->actingAs(User::factory()->staff(StaffRole::Owner)->createOne());

        $this->get('/admin/produse?sort=stock&active=0&q[]=a')->assertOk()->assertInertia(fn (AssertableInertia $page) => $page
            ->where('filters', ['active' => '0'])
            ->etc());
        $this->get('/admin/comenzi?status=new&page=-1')->assertOk()->assertInertia(fn (AssertableInertia $page) => $page
            ->where('filters', ['status' => 'new'])
            ->etc());
        // A range that ends before it starts keeps its start.
        $this->get('/admin/comenzi?from=2026-02-01&to=2026-01-01')->assertOk()->assertInertia(fn (AssertableInertia $page) => $page
            ->where('filters', ['from' => '2026-02-01'])
            ->etc());
    }

    #[Test]
    public function a_list_request_drops_only_what_its_rules_refuse(): void
    {
        $request = new class extends FormRequest
        {
            use AdminListQuery;

            public function rules(): array
            {
                return [
                    'sort' => ['nullable', Rule::in(['name'])],
                    'from' => ['nullable', 'date_format:Y-m-d'],
                    'to' => ['nullable', 'date_format:Y-m-d', 'after_or_equal:from'],
                ];
            }
        };
        $request->initialize(['sort' => 'stock', 'from' => 'zz', 'to' => '2026-01-01', 'keep' => 'x']);
        $request->setContainer($this->app)->setRedirector($this->app->make('redirect'));

        $request->validateResolved();

        // `to` passed on its own, but once the bad `from` was dropped it had nothing to follow: dropped in the next round.
        $this->assertSame(['keep' => 'x'], $request->query->all());
        $this->assertSame([], $request->validated());
    }

    /** @return list<string> the paths of the back office's list pages (and its dashboard) */
    private function listPaths(): array
    {
        $paths = [];
        foreach (Router::getRoutes()->getRoutes() as $route) {
            /** @var Route $route */
            $name = (string) $route->getName();
            if (in_array('GET', $route->methods(), true) && str_starts_with($name, 'admin.') && ! str_contains($route->uri(), '{')
                && ($name === 'admin.dashboard' || str_ends_with($name, '.index'))) {
                $paths[] = '/'.$route->uri();
            }
        }
        sort($paths);

        return array_values(array_unique(array_map(static fn (string $p): string => $p === '//admin' ? '/admin' : $p, $paths)));
    }

    /** @return array<string, mixed> the page's own props (the shared ones, and the route that echoes the address, left out) */
    private function props(TestResponse $response): array
    {
        $props = AssertableInertia::fromTestResponse($response)->toArray()['props'];
        unset($props['errors'], $props['flash'], $props['translations'], $props['auth'], $props['admin'], $props['csrf_token'], $props['route']);

        return $props;
    }
}
