<?php

declare(strict_types=1);

namespace App\Services\Promos;

use App\Support\Money\Money;
use App\Support\Text;

/** Why a code does not apply, as the shopper reads it in their language. */
final readonly class PromoRefusal
{
    public const UNKNOWN = 'unknown';

    public const NOT_STARTED = 'not_started';

    public const ENDED = 'ended';

    public const USED_UP = 'used_up';

    public const USED_ALREADY = 'used_already';

    public const MIN_SUBTOTAL = 'min_subtotal';

    public const NOT_APPLICABLE = 'not_applicable';

    /**
     * @param  array<string, int|string>  $params  bani under `amount`, a moment under `date`
     */
    public function __construct(public string $reason, public array $params = [])
    {
    }

    public function message(?string $locale = null): string
    {
        $replace = [];
        if (isset($this->params['amount'])) {
            $replace['amount'] = Money::format((int) $this->params['amount'], $locale ?? app()->getLocale());
        }
        if (isset($this->params['date'])) {
            $replace['date'] = (string) $this->params['date'];
        }

        return Text::get('promo.refused.'.$this->reason, $replace, $locale);
    }
}
