<?php

declare(strict_types=1);

namespace Inertia\Tests\Feature;

use ArrayObject;
use Illuminate\Http\Request;
use Illuminate\Http\Resources\Json\JsonResource;
use Illuminate\Support\Carbon;
use Illuminate\Support\Collection;
use Inertia\EncodedLazily;
use Inertia\Inertia;
use Inertia\Tests\TestCase;
use JsonSerializable;

/** How prop values become JSON, and how shared props combine with page props. */
final class PropResolutionTest extends TestCase
{
    public function test_arrayable_json_serializable_and_resource_values_become_arrays(): void
    {
        $money = new class implements JsonSerializable
        {
            /** @return array{amount: int, currency: string} */
            public function jsonSerialize(): array
            {
                return ['amount' => 12999, 'currency' => 'MDL'];
            }
        };

        $this->route('get', '/_inertia/values', fn () => Inertia::render('Values', [
            'collection' => new Collection(['a' => 1, 'b' => fn () => 2]),
            'money' => $money,
            'resource' => new JsonResource(['id' => 5, 'name' => 'TV']),
            'date' => Carbon::parse('2026-01-02 03:04:05', 'UTC'),
            'nested' => ['deep' => ['value' => fn () => fn () => 'resolved']],
        ]));

        $props = $this->inertiaGet('/_inertia/values')->json('props');

        $this->assertSame(['a' => 1, 'b' => 2], $props['collection']);
        $this->assertSame(['amount' => 12999, 'currency' => 'MDL'], $props['money']);
        $this->assertSame(['data' => ['id' => 5, 'name' => 'TV']], $props['resource']);
        $this->assertSame('2026-01-02T03:04:05.000000Z', $props['date']);
        $this->assertSame(['deep' => ['value' => 'resolved']], $props['nested']);
    }

    public function test_a_value_encoded_lazily_is_worked_out_only_when_the_page_is_encoded(): void
    {
        $counter = new ArrayObject(['calls' => 0]);
        $lazy = new class($counter) implements EncodedLazily
        {
            /** @param  ArrayObject<string, int>  $counter */
            public function __construct(private readonly ArrayObject $counter)
            {
            }

            /** @return list<string> */
            public function jsonSerialize(): array
            {
                $this->counter['calls']++;

                return ['worked', 'out'];
            }
        };
        $this->route('get', '/_inertia/lazy', fn () => Inertia::render('Lazy', ['lazy' => $lazy]));

        // Resolving the props keeps the value as it is; the first visit's view gets it unencoded.
        $page = $this->get('/_inertia/lazy')->assertOk()->viewData('page');
        $this->assertSame($lazy, $page['props']['lazy']);
        // The JSON of a visit carries its value.
        $this->assertSame(['worked', 'out'], $this->inertiaGet('/_inertia/lazy')->json('props.lazy'));
        $this->assertGreaterThanOrEqual(1, $counter['calls']);
    }

    public function test_closures_are_called_through_the_container(): void
    {
        $this->route('get', '/_inertia/di', fn () => Inertia::render('Di', [
            'path' => fn (Request $request): string => $request->path(),
        ]));

        $this->inertiaGet('/_inertia/di')->assertJsonPath('props.path', '_inertia/di');
    }

    public function test_shared_props_are_listed_and_page_props_win(): void
    {
        $this->route('get', '/_inertia/shared', function () {
            Inertia::share('auth.user', ['id' => 1]);
            Inertia::share(['appName' => 'Shop', 'locale' => 'ro']);

            return Inertia::render('Shared', ['locale' => 'ru', 'title' => 'T']);
        });

        $page = $this->inertiaGet('/_inertia/shared')->json();

        $this->assertSame(['errors', 'auth', 'appName', 'locale'], $page['sharedProps']);
        $this->assertSame(['id' => 1], $page['props']['auth']['user']);
        $this->assertSame('ru', $page['props']['locale']);
        $this->assertSame('Shop', Inertia::getShared('appName'));
        $this->assertSame(['id' => 1], Inertia::getShared('auth.user'));

        Inertia::flushShared();
        $this->assertSame([], Inertia::getShared());
    }

    public function test_dotted_prop_keys_become_nested_props(): void
    {
        $this->route('get', '/_inertia/dots', fn () => Inertia::render('Dots', [
            'meta' => ['title' => 'T'],
            'meta.description' => 'D',
        ]));

        $this->inertiaGet('/_inertia/dots')->assertJsonPath('props.meta', ['title' => 'T', 'description' => 'D']);
    }

    public function test_responses_can_be_extended_before_they_are_sent(): void
    {
        $this->route('get', '/_inertia/with', fn () => Inertia::render('With', new Collection(['a' => 1]))
            ->with('b', 2)
            ->with(['c' => 3]));

        $this->inertiaGet('/_inertia/with')->assertJsonPath('props', ['errors' => [], 'a' => 1, 'b' => 2, 'c' => 3]);
    }

    public function test_the_version_can_be_a_closure_and_the_root_view_can_be_set(): void
    {
        Inertia::version(fn (): string => 'from-closure');
        $this->assertSame('from-closure', Inertia::getVersion());

        Inertia::version(null);
        $this->assertSame('', Inertia::getVersion());

        Inertia::setRootView('inertia-tests::custom');
        $this->assertSame('inertia-tests::custom', Inertia::getRootView());
    }
}
