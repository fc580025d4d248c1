<?php

declare(strict_types=1);

namespace App\Actions\Credit;

use App\Mail\Credit\CreditRequestForShop;
use App\Mail\Credit\CreditRequestReceived;
use App\Models\CreditProgramme;
use App\Models\CreditRequest;
use App\Models\Product;
use Illuminate\Support\Facades\Mail;

/**
 * Stores a credit request with the payment the programme's terms give today, confirms it by e-mail when the shopper
 * left an address, and tells the shop.
 */
final class CreateCreditRequest
{
    /**
     * @param  array{name: string, phone: string, email?: string|null}  $contact
     */
    public function handle(CreditProgramme $programme, ?Product $product, int $amountBani, int $months, array $contact, string $locale): CreditRequest
    {
        $quote = $programme->terms($months)->quote($amountBani);

        $request = CreditRequest::query()->create([
            'credit_programme_id' => $programme->id,
            'product_id' => $product?->id,
            'amount' => $amountBani,
            'months' => $months,
            'monthly_payment' => $quote['monthly_payment_exact'],
            'total' => $quote['total'],
            'name' => $contact['name'],
            'phone' => $contact['phone'],
            'email' => $contact['email'] ?? null,
            'locale' => $locale,
            'consented_at' => now(),
        ]);
        $request->setRelation('programme', $programme);
        $request->setRelation('product', $product);

        if ($request->email !== null) {
            Mail::to($request->email)->locale($locale)->queue(new CreditRequestReceived($request));
        }
        Mail::to(config()->string('shop.email'))->locale(config()->string('app.locale'))->queue(new CreditRequestForShop($request));

        return $request;
    }
}
