<?php

declare(strict_types=1);

namespace App\Models;

use App\Enums\ReviewStatus;
use App\Models\Concerns\BootsFromCompiledPlan;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;

/**
 * A shopper's review of a product's family, or of a product without one (docs/reviews.md): a rating from 1 to 5,
 * a text, optional pros and cons, moderated before it is shown, with the shop's reply.
 *
 * @property int $id
 * @property int $user_id
 * @property int $product_id the variant it was written on
 * @property int|null $family_id
 * @property string $subject `f{family_id}` or `p{product_id}` (ReviewSubject)
 * @property int $rating
 * @property string $body
 * @property string|null $pros
 * @property string|null $cons
 * @property string $locale
 * @property ReviewStatus $status
 * @property bool $verified bought by its author (a completed order of any variant of the subject)
 * @property string|null $reject_reason
 * @property string|null $reply
 * @property \Illuminate\Support\Carbon|null $replied_at
 * @property int|null $moderated_by
 * @property \Illuminate\Support\Carbon|null $moderated_at
 * @property \Illuminate\Support\Carbon|null $published_at
 * @property int $helpful_count
 * @property int $report_count
 * @property \Illuminate\Support\Carbon|null $created_at
 * @property \Illuminate\Support\Carbon|null $updated_at
 * @property-read User $user
 * @property-read Product $product
 */
final class Review extends Model
{
    use BootsFromCompiledPlan;

    /** @var array<int, string> */
    protected $fillable = ['user_id', 'product_id', 'family_id', 'subject', 'rating', 'body', 'pros', 'cons', 'locale', 'status', 'verified'];

    /**
     * @return array<string, string>
     */
    protected function casts(): array
    {
        return [
            'rating' => 'integer',
            'status' => ReviewStatus::class,
            'verified' => 'boolean',
            'replied_at' => 'datetime',
            'moderated_at' => 'datetime',
            'published_at' => 'datetime',
            'helpful_count' => 'integer',
            'report_count' => 'integer',
        ];
    }

    /**
     * @return BelongsTo<User, $this>
     */
    public function user(): BelongsTo
    {
        return $this->belongsTo(User::class);
    }

    /**
     * @return BelongsTo<Product, $this>
     */
    public function product(): BelongsTo
    {
        return $this->belongsTo(Product::class);
    }
}
