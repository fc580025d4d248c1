<?php

declare(strict_types=1);

namespace App\Http\Controllers\Payments;

use App\Actions\Payments\KeepPaymentCallback;
use App\Actions\Payments\SettlePayment;
use App\Http\Controllers\Controller;
use App\Queries\Payments\FindPayment;
use App\Services\Payments\PaymentProviders;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Log;

/**
 * A provider's callback about a payment (POST /plata/notificare/{provider}), outside the web group: no session, no
 * CSRF token, no locale. Refused before anything is stored when the body is too long, is not JSON of the provider's
 * shape, or names a payment the shop never started (so junk cannot grow the tables). Otherwise the callback is kept
 * (at most `payments.callbacks.keep_per_payment` per payment, its body capped) with whether its signature holds; a
 * signature that does not hold is refused (403) and logged, a good one is settled (SettlePayment) and answered 200
 * at once, however often it comes.
 */
final class PaymentCallbackController extends Controller
{
    public function __invoke(Request $request, PaymentProviders $providers, KeepPaymentCallback $keep, SettlePayment $settle, string $provider): JsonResponse
    {
        $raw = $request->getContent();
        if (strlen($raw) > config()->integer('payments.callbacks.max_body_bytes')) {
            return response()->json(['ok' => false, 'message' => 'Body too large'], 413);
        }
        try {
            $body = json_decode($raw, true, 16, JSON_THROW_ON_ERROR);
        } catch (\JsonException) {
            return response()->json(['ok' => false, 'message' => 'Not JSON'], 400);
        }
        $callback = is_array($body) ? $providers->get($provider)->callback($body) : null;
        if ($callback === null) {
            return response()->json(['ok' => false, 'message' => 'Not a callback'], 400);
        }
        $payment = FindPayment::byReference($provider, $callback->reference);
        if ($payment === null) {
            return response()->json(['ok' => false, 'message' => 'Unknown payment'], 404);
        }

        $keep->handle($payment, $callback->report->providerStatus, $callback->signatureValid, $raw);
        if (! $callback->signatureValid) {
            Log::channel('security')->warning('A payment callback with a signature that does not hold was refused', [
                'provider' => $provider, 'payment' => $payment->id, 'ip' => $request->ip(),
            ]);

            return response()->json(['ok' => false, 'message' => 'Bad signature'], 403);
        }
        $settle->handle($payment, $callback->report);

        return response()->json(['ok' => true]);
    }
}
