<?php

declare(strict_types=1);

namespace Tests\Feature\Reviews;

use App\Actions\Families\DeleteFamily;
use App\Actions\Families\DetachFamilyVariant;
use App\Enums\ReviewStatus;
use App\Infrastructure\Security\StaffActor;
use App\Models\Product;
use Illuminate\Foundation\Testing\RefreshDatabase;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/**
 * A product's rating follows the reviews' subject it has now (docs/reviews.md): taken out of its family, a variant no
 * longer shows the family's rating; a family deleted leaves its former variants with their own (none here).
 */
final class FamilyMovesRatingTest extends TestCase
{
    use MakesReviews;
    use RefreshDatabase;

    protected function setUp(): void
    {
        parent::setUp();
        $this->makeCatalogue();
        foreach ([5, 4] as $rating) {
            $review = $this->review($this->shopper('Autor '.$rating), $this->white, $rating, ReviewStatus::Pending);
            $this->actingAs($this->staff())->post('/admin/recenzii/'.$review->id.'/publicare')->assertRedirect();
            $this->app['auth']->forgetGuards();
        }
        $this->assertSame([4.5, 2], $this->rating($this->white));
        $this->assertSame([4.5, 2], $this->rating($this->black));
    }

    #[Test]
    public function a_variant_taken_out_of_its_family_loses_the_familys_rating(): void
    {
        app(DetachFamilyVariant::class)->handle(StaffActor::console(), $this->family, $this->white);

        $this->assertSame([null, 0], $this->rating($this->white));
        $this->assertSame([4.5, 2], $this->rating($this->black));
    }

    #[Test]
    public function a_deleted_familys_variants_lose_its_rating(): void
    {
        app(DeleteFamily::class)->handle(StaffActor::console(), $this->family);

        $this->assertSame([null, 0], $this->rating($this->white));
        $this->assertSame([null, 0], $this->rating($this->black));
    }

    /**
     * @return array{0: float|null, 1: int}
     */
    private function rating(Product $product): array
    {
        $product = Product::query()->findOrFail($product->id);

        return [$product->rating_average, $product->rating_count];
    }
}
