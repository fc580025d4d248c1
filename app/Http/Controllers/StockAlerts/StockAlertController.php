<?php

declare(strict_types=1);

namespace App\Http\Controllers\StockAlerts;

use App\Actions\StockAlerts\ConfirmAlert;
use App\Actions\StockAlerts\RemoveAlert;
use App\Actions\StockAlerts\SubscribeToAlert;
use App\Http\Controllers\Controller;
use App\Http\Requests\StockAlerts\SubscribeToAlertRequest;
use App\Infrastructure\Inertia\Page;
use App\Infrastructure\Locale\LocalizedRoutes;
use App\Infrastructure\Security\ClientContext;
use App\Models\StockAlert;
use App\Models\User;
use App\Queries\StockAlerts\AlertById;
use App\Support\Text;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Validation\ValidationException;
use Symfony\Component\HttpFoundation\Response;

/**
 * Asking for an alert (JSON, from the product and favourites pages), a guest's confirmation link and the mails'
 * unsubscribe link. docs/shop.md, "Stock and price alerts".
 */
final class StockAlertController extends Controller
{
    public function store(SubscribeToAlertRequest $request, SubscribeToAlert $subscribe): JsonResponse
    {
        $user = $request->user();
        try {
            $status = $subscribe->handle($request->productId(), $request->kind(), $user instanceof User ? $user : null, $request->email(), app()->getLocale(), ClientContext::of($request));
        } catch (ValidationException $refused) {
            return self::json(['message' => $refused->validator->errors()->first(), 'errors' => $refused->errors()], 422);
        }

        return self::json(['status' => $status, 'message' => Text::get('stock_alerts.'.$status.'_'.$request->kind())], $status === 'subscribed' ? 201 : 202);
    }

    public function confirm(string $token, ConfirmAlert $confirm): Response
    {
        $alert = $confirm->handle($token);

        return $this->page($alert === null ? 'invalid' : 'confirmed', $alert, $alert === null ? 404 : 200);
    }

    public function showUnsubscribe(int $alert, Request $request, AlertById $alerts): Response
    {
        $found = $alerts->find($alert);

        return $this->page($found === null ? 'unsubscribed' : 'unsubscribe', $found, 200, $request->fullUrl());
    }

    public function unsubscribe(int $alert, Request $request, RemoveAlert $remove, AlertById $alerts): Response
    {
        $found = $alerts->find($alert);
        $remove->handle($alert);
        // A mail client's one-click unsubscribe (RFC 8058) needs only the status.
        if ($request->input('List-Unsubscribe') === 'One-Click') {
            return response()->noContent(200)->header('Cache-Control', 'no-store, private');
        }

        return $this->page('unsubscribed', $found);
    }

    private function page(string $state, ?StockAlert $alert, int $status = 200, ?string $unsubscribeUrl = null): Response
    {
        $product = $alert?->product;

        $response = Page::render('stock-alerts/show', Text::get('stock_alerts.page.'.$state.'.title'), [
            'state' => $state,
            'kind' => $alert?->kind,
            'product' => $product === null ? null : ['name' => $product->translate('name'), 'url' => LocalizedRoutes::url('products.show', ['slug' => $product->slug])],
            'unsubscribe_url' => $unsubscribeUrl,
        ])->toResponse(request())->setStatusCode($status);
        $response->headers->set('Cache-Control', 'no-store, private');

        return $response;
    }

    /**
     * @param  array<string, mixed>  $data
     */
    private static function json(array $data, int $status): JsonResponse
    {
        return (new JsonResponse($data, $status))->header('Cache-Control', 'no-store, private');
    }
}
