<?php

declare(strict_types=1);

namespace App\Models;

use App\Models\Concerns\BootsFromCompiledPlan;
use App\Models\Concerns\HasTranslations;
use App\Services\Credit\CreditTerms;
use App\Support\Dates;
use Database\Factories\CreditProgrammeFactory;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Eloquent\Factories\HasFactory;
use Illuminate\Database\Eloquent\Model;

/**
 * @property int $id
 * @property string $slug
 * @property string $partner
 * @property array<string, string> $name
 * @property int $months
 * @property int $monthly_fee_bp
 * @property int $annual_rate_bp
 * @property int $min_amount
 * @property int|null $max_amount
 * @property bool $is_active
 * @property \Illuminate\Support\Carbon|null $valid_until
 * @property int $sort
 */
final class CreditProgramme extends Model
{
    use BootsFromCompiledPlan;

    /** @use HasFactory<CreditProgrammeFactory> */
    use HasFactory;

    use HasTranslations;

    /** @var array<int, string> */
    protected $fillable = [
        'slug', 'partner', 'name', 'months', 'monthly_fee_bp', 'annual_rate_bp', 'min_amount', 'max_amount',
        'is_active', 'valid_until', 'sort',
    ];

    /**
     * @return array<string, string>
     */
    protected function casts(): array
    {
        return [
            'name' => 'array',
            'months' => 'integer',
            'monthly_fee_bp' => 'integer',
            'annual_rate_bp' => 'integer',
            'min_amount' => 'integer',
            'max_amount' => 'integer',
            'is_active' => 'boolean',
            'valid_until' => 'date',
            'sort' => 'integer',
        ];
    }

    /**
     * Programmes a shopper can use today.
     *
     * @param  Builder<CreditProgramme>  $query
     * @return Builder<CreditProgramme>
     */
    public static function scopeAvailable(Builder $query): Builder
    {
        $query->where('is_active', true)
            ->where(fn (Builder $q) => $q->whereNull('valid_until')->orWhereDate('valid_until', '>=', Dates::today()));

        return $query;
    }

    /** The usual contract terms a shopper can pick, in months. */
    public const TERM_STEPS = [3, 6, 9, 12, 18, 24, 36, 48, 60];

    /** The programme's terms for its full length, or for a shorter one the shopper picked. */
    public function terms(?int $months = null): CreditTerms
    {
        return new CreditTerms($months ?? $this->months, $this->monthly_fee_bp, $this->annual_rate_bp);
    }

    /**
     * Every term the shopper can choose, each with its terms, the attributes read once (a page of cards asks this of
     * every programme; reading a model's attribute goes through its casts each time).
     *
     * @return array<int, CreditTerms> by months
     */
    public function allTerms(): array
    {
        $fee = $this->monthly_fee_bp;
        $rate = $this->annual_rate_bp;
        $terms = [];
        foreach (self::termOptionsUpTo($this->months) as $months) {
            $terms[$months] = new CreditTerms($months, $fee, $rate);
        }

        return $terms;
    }

    /**
     * The terms the shopper can choose: the usual steps up to the programme's length, and that length itself.
     *
     * @return list<int>
     */
    public function termOptions(): array
    {
        return self::termOptionsUpTo($this->months);
    }

    /**
     * @return list<int>
     */
    private static function termOptionsUpTo(int $length): array
    {
        $options = array_values(array_filter(self::TERM_STEPS, static fn (int $months): bool => $months < $length));
        $options[] = $length;

        return $options;
    }

    /** No fee and no interest: the shopper pays the price and nothing more ("Rate de la 0%"). */
    public function isInterestFree(): bool
    {
        return $this->monthly_fee_bp === 0 && $this->annual_rate_bp === 0;
    }

    public function accepts(int $amountBani): bool
    {
        return $amountBani >= $this->min_amount && ($this->max_amount === null || $amountBani <= $this->max_amount);
    }
}
