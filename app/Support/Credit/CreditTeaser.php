<?php

declare(strict_types=1);

namespace App\Support\Credit;

use App\Models\CreditProgramme;
use Illuminate\Support\Collection;
use Illuminate\Support\Facades\Cache;

/**
 * "de la N lei/lună": the cheapest monthly payment among the programmes that accept a price.
 * The programme list is read once per request and cached for a few minutes across requests.
 */
final class CreditTeaser
{
    /** @var Collection<int, CreditProgramme>|null */
    private ?Collection $programmes = null;

    /**
     * @return array{monthly: int, months: int}|null monthly in bani, rounded up to whole lei as shops show it
     */
    public function for(int $priceBani): ?array
    {
        $best = null;
        foreach ($this->programmes() as $programme) {
            if (! $programme->accepts($priceBani)) {
                continue;
            }
            $monthly = (int) ceil($programme->terms()->monthlyPayment($priceBani) / 100) * 100;
            if ($best === null || $monthly < $best['monthly']) {
                $best = ['monthly' => $monthly, 'months' => $programme->months];
            }
        }

        return $best;
    }

    /**
     * @return Collection<int, CreditProgramme>
     */
    private function programmes(): Collection
    {
        return $this->programmes ??= Cache::remember(
            'credit-programmes:available:'.now()->toDateString(),
            now()->addMinutes(10),
            static function (): Collection {
                /** @var Collection<int, CreditProgramme> $programmes */
                $programmes = CreditProgramme::scopeAvailable(CreditProgramme::query())->orderBy('sort')->get();

                return $programmes;
            },
        );
    }
}
