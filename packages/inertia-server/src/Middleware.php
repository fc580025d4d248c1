<?php

declare(strict_types=1);

namespace Inertia;

use Closure;
use Illuminate\Http\Request;
use Illuminate\Http\Response as HttpResponse;
use Illuminate\Session\Store;
use Inertia\Support\Header;
use Inertia\Support\SessionKey;
use Inertia\Support\ValidationErrors;
use Symfony\Component\HttpFoundation\Response;

/**
 * The base of the app's HandleInertiaRequests middleware: asset version, shared props and the protocol's
 * response rules (§2): version 409s, 303 after PUT/PATCH/DELETE, fragment redirects, empty responses,
 * flash data kept across redirects and left alone by prefetches.
 */
class Middleware
{
    /**
     * The Blade view rendered on a first visit.
     *
     * @var string
     */
    protected $rootView = 'app';

    /**
     * The asset version: a hash of the Vite manifest, else of the asset URL. A change makes clients reload.
     */
    public function version(Request $request): ?string
    {
        $manifest = public_path('build/manifest.json');
        if (is_file($manifest)) {
            $hash = hash_file('xxh128', $manifest);

            return $hash === false ? null : $hash;
        }

        $assetUrl = config('app.asset_url');

        return is_string($assetUrl) && $assetUrl !== '' ? hash('xxh128', $assetUrl) : null;
    }

    /**
     * Props every page receives.
     *
     * @return array<array-key, mixed>
     */
    public function share(Request $request): array
    {
        return [
            'errors' => Inertia::always(fn (): object => $this->resolveValidationErrors($request)),
        ];
    }

    public function rootView(Request $request): string
    {
        return $this->rootView;
    }

    public function handle(Request $request, Closure $next): Response
    {
        Inertia::version(fn (): ?string => $this->version($request));
        Inertia::setRootView($this->rootView($request));

        $response = $this->isStale($request) ? $this->onVersionChange($request) : $this->respond($request, $next);

        self::addVary($response);

        return $response;
    }

    /**
     * Validation errors as the client's forms read them (§4).
     */
    public function resolveValidationErrors(Request $request): object
    {
        return ValidationErrors::resolve($request);
    }

    /**
     * The client runs an old build: make it load the page in full (§2).
     */
    public function onVersionChange(Request $request): Response
    {
        self::session($request)?->reflash();

        return new HttpResponse('', 409, [
            Header::LOCATION => $request->fullUrl(),
            Header::VERSION => Inertia::getVersion(),
        ]);
    }

    /**
     * An Inertia request got an empty 200: send the user back where they came from.
     */
    public function onEmptyResponse(Request $request, Response $response): Response
    {
        return redirect()->back();
    }

    /**
     * A redirect to a URL with a `#fragment`: the XHR would lose it, so the client visits it itself (§2, 3.x).
     */
    public function onRedirectWithFragment(Request $request, Response $response): Response
    {
        $conflict = new HttpResponse('', 409, [Header::REDIRECT => (string) $response->headers->get('Location')]);
        foreach ($response->headers->getCookies() as $cookie) {
            $conflict->headers->setCookie($cookie);
        }

        return $conflict;
    }

    /**
     * @param  Closure(Request): Response  $next
     */
    private function respond(Request $request, Closure $next): Response
    {
        Inertia::share($this->share($request));

        $response = $next($request);

        if ($request->prefetch()) {
            // A prefetched page may never be shown: keep every flash value for the visit that follows.
            self::session($request)?->reflash();
        }

        $inertia = Header::isInertia($request);

        if ($inertia && $response->getStatusCode() === 200 && $response->getContent() === '') {
            $response = $this->onEmptyResponse($request, $response);
        }

        if (! $response->isRedirect()) {
            return $response;
        }

        $session = self::session($request);
        if ($session?->has(SessionKey::FLASH_DATA) === true) {
            $session->keep([SessionKey::FLASH_DATA]);
        }

        if (! $inertia) {
            return $response;
        }

        if (str_contains((string) $response->headers->get('Location'), '#') && ! $request->prefetch()) {
            return $this->onRedirectWithFragment($request, $response);
        }

        if ($response->getStatusCode() === 302 && in_array($request->method(), ['PUT', 'PATCH', 'DELETE'], true)) {
            $response->setStatusCode(303);
        }

        return $response;
    }

    private function isStale(Request $request): bool
    {
        return $request->isMethod('GET')
            && Header::isInertia($request)
            && (string) $request->headers->get(Header::VERSION, '') !== Inertia::getVersion();
    }

    private static function session(Request $request): ?Store
    {
        $session = $request->hasSession() ? $request->session() : null;

        return $session instanceof Store ? $session : null;
    }

    private static function addVary(Response $response): void
    {
        $vary = $response->getVary();
        foreach ($vary as $value) {
            if (strcasecmp($value, Header::INERTIA) === 0) {
                return;
            }
        }

        $response->headers->set('Vary', implode(', ', [...$vary, Header::INERTIA]));
    }
}
