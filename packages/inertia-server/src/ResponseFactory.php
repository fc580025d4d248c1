<?php

declare(strict_types=1);

namespace Inertia;

use Closure;
use Illuminate\Contracts\Support\Arrayable;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Response as HttpResponse;
use Illuminate\Support\Arr;
use Inertia\Support\Header;
use Inertia\Support\SessionKey;
use Symfony\Component\HttpFoundation\Response as SymfonyResponse;

/**
 * The object behind the Inertia facade: shared props, asset version, root view and the prop helpers.
 */
final class ResponseFactory
{
    private string $rootView;

    /** @var array<array-key, mixed> */
    private array $shared = [];

    private Closure|string|null $version = null;

    private ?bool $encryptHistory = null;

    public function __construct()
    {
        $rootView = config('inertia.root_view', 'app');
        $this->rootView = is_string($rootView) ? $rootView : 'app';
    }

    /**
     * @param  array<array-key, mixed>|Arrayable<array-key, mixed>  $props
     */
    public function render(string $component, array|Arrayable $props = []): Response
    {
        return new Response(
            $component,
            $props,
            $this->rootView,
            $this->getVersion(),
            $this->shouldEncryptHistory(),
            $this->shared,
        );
    }

    /**
     * Share a prop with every page; a dotted key sets a nested value.
     *
     * @param  string|array<array-key, mixed>  $key
     */
    public function share(string|array $key, mixed $value = null): void
    {
        if (is_array($key)) {
            $this->shared = array_merge($this->shared, $key);
        } else {
            Arr::set($this->shared, $key, $value);
        }
    }

    public function getShared(?string $key = null, mixed $default = null): mixed
    {
        return $key === null ? $this->shared : Arr::get($this->shared, $key, $default);
    }

    public function flushShared(): void
    {
        $this->shared = [];
    }

    public function version(Closure|string|null $version): void
    {
        $this->version = $version;
    }

    public function getVersion(): string
    {
        $version = $this->version instanceof Closure ? app()->call($this->version) : $this->version;

        return is_scalar($version) ? (string) $version : '';
    }

    public function setRootView(string $name): void
    {
        $this->rootView = $name;
    }

    public function getRootView(): string
    {
        return $this->rootView;
    }

    /**
     * Leave the app: a 409 with `X-Inertia-Location` for Inertia visits (the client then does a full page load,
     * which also works across origins), a plain redirect otherwise (§2).
     */
    public function location(string|RedirectResponse $url): SymfonyResponse
    {
        $request = request();
        if (Header::isInertia($request)) {
            $target = $url instanceof RedirectResponse ? $url->getTargetUrl() : $url;

            return new HttpResponse('', 409, [Header::LOCATION => $target]);
        }

        return $url instanceof RedirectResponse ? $url : redirect()->away($url);
    }

    public function optional(callable $callback): OptionalProp
    {
        return new OptionalProp($callback);
    }

    public function always(mixed $value): AlwaysProp
    {
        return new AlwaysProp($value);
    }

    public function defer(callable $callback, string $group = 'default'): DeferProp
    {
        return new DeferProp($callback, $group);
    }

    public function merge(mixed $value): MergeProp
    {
        return new MergeProp($value);
    }

    public function deepMerge(mixed $value): MergeProp
    {
        return (new MergeProp($value))->deepMerge();
    }

    public function once(callable $callback): OnceProp
    {
        return new OnceProp($callback);
    }

    /** The next page the user sees tells the client to drop its encrypted history; survives redirects. */
    public function clearHistory(): void
    {
        session()->put(SessionKey::CLEAR_HISTORY, true);
    }

    public function encryptHistory(bool $encrypt = true): void
    {
        $this->encryptHistory = $encrypt;
    }

    public function shouldEncryptHistory(): bool
    {
        return $this->encryptHistory ?? config('inertia.history.encrypt') === true;
    }

    /** The next page keeps the `#fragment` of the URL the user asked for. */
    public function preserveFragment(): void
    {
        session()->put(SessionKey::PRESERVE_FRAGMENT, true);
    }

    /**
     * One-shot data for the next page the user sees, as its top-level `flash` (§1).
     *
     * @param  string|array<string, mixed>  $key
     */
    public function flash(string|array $key, mixed $value = null): void
    {
        $current = session()->get(SessionKey::FLASH_DATA, []);
        $data = is_array($current) ? $current : [];

        if (is_array($key)) {
            $data = array_merge($data, $key);
        } else {
            Arr::set($data, $key, $value);
        }

        session()->flash(SessionKey::FLASH_DATA, $data);
    }

    /**
     * The flash data waiting for the next page.
     *
     * @return array<array-key, mixed>
     */
    public function getFlashed(): array
    {
        $data = session()->get(SessionKey::FLASH_DATA, []);

        return is_array($data) ? $data : [];
    }

    /** Forget per-request state once a request is handled, so a long-lived app does not leak it. */
    public function flushRequestState(): void
    {
        $this->encryptHistory = null;
    }
}
