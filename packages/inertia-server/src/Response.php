<?php

declare(strict_types=1);

namespace Inertia;

use Illuminate\Contracts\Support\Arrayable;
use Illuminate\Contracts\Support\Responsable;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Inertia\Ssr\Gateway;
use Inertia\Support\Header;
use Inertia\Support\PageJson;
use Inertia\Support\PageUrl;
use Inertia\Support\SessionKey;
use stdClass;
use Symfony\Component\HttpFoundation\Response as SymfonyResponse;

/**
 * One Inertia page: rendered as the root view on a first visit, or as JSON for an Inertia visit (§1, §2).
 */
final class Response implements Responsable
{
    /** @var array<array-key, mixed> */
    private array $props;

    /** @var array<string, mixed> */
    private array $viewData = [];

    /**
     * @param  array<array-key, mixed>|Arrayable<array-key, mixed>  $props
     * @param  array<array-key, mixed>  $shared
     */
    public function __construct(
        private readonly string $component,
        array|Arrayable $props,
        private string $rootView = 'app',
        private readonly string $version = '',
        private readonly bool $encryptHistory = false,
        private readonly array $shared = [],
    ) {
        $this->props = $props instanceof Arrayable ? $props->toArray() : $props;
    }

    /**
     * @param  string|array<array-key, mixed>  $key
     */
    public function with(string|array $key, mixed $value = null): self
    {
        if (is_array($key)) {
            $this->props = array_merge($this->props, $key);
        } else {
            $this->props[$key] = $value;
        }

        return $this;
    }

    /**
     * @param  string|array<string, mixed>  $key
     */
    public function withViewData(string|array $key, mixed $value = null): self
    {
        if (is_array($key)) {
            $this->viewData = array_merge($this->viewData, $key);
        } else {
            $this->viewData[$key] = $value;
        }

        return $this;
    }

    public function rootView(string $rootView): self
    {
        $this->rootView = $rootView;

        return $this;
    }

    public function component(): string
    {
        return $this->component;
    }

    /**
     * @param  Request  $request
     */
    public function toResponse($request): SymfonyResponse
    {
        $page = $this->toPage($request);

        if (Header::isInertia($request)) {
            return new JsonResponse(PageJson::encode($page), 200, [Header::INERTIA => 'true'], 0, true);
        }

        $ssr = config('inertia.ssr.enabled') === true ? app(Gateway::class)->dispatch($page) : null;

        return response()->view($this->rootView, [
            ...$this->viewData,
            'page' => $page,
            'inertiaSsr' => $ssr,
        ]);
    }

    /**
     * The page object for this request (§1 field table).
     *
     * @return array<string, mixed>
     */
    public function toPage(Request $request): array
    {
        $resolver = new PropsResolver($request, $this->component);
        $props = $resolver->resolve(array_merge($this->shared, $this->props));
        if (array_key_exists('errors', $props) && $props['errors'] === []) {
            $props['errors'] = new stdClass;
        }

        $page = [
            'component' => $this->component,
            'props' => $props,
            'url' => PageUrl::fromRequest($request),
            'version' => $this->version,
        ];

        // One-shot session state belongs to the visit the user sees, not to a prefetch that may never be shown.
        $consume = ! $request->prefetch() && $request->hasSession();
        $session = $consume ? $request->session() : null;

        if ($session?->pull(SessionKey::CLEAR_HISTORY) === true) {
            $page['clearHistory'] = true;
        }
        if ($this->encryptHistory) {
            $page['encryptHistory'] = true;
        }
        if ($session?->pull(SessionKey::PRESERVE_FRAGMENT) === true) {
            $page['preserveFragment'] = true;
        }

        $sharedKeys = $this->sharedKeys();
        if ($sharedKeys !== []) {
            $page['sharedProps'] = $sharedKeys;
        }

        $page = [...$page, ...$resolver->metadata()];

        $flash = $session?->pull(SessionKey::FLASH_DATA);
        if (is_array($flash) && $flash !== []) {
            $page['flash'] = $flash;
        }

        return $page;
    }

    /**
     * @return list<string>
     */
    private function sharedKeys(): array
    {
        $keys = array_map(
            static fn (int|string $key): string => explode('.', (string) $key, 2)[0],
            array_keys($this->shared),
        );

        return array_values(array_unique($keys));
    }
}
