<?php

declare(strict_types=1);

namespace Tests\Feature\Reviews;

use App\Enums\OrderStatus;
use App\Enums\ReviewStatus;
use App\Models\Review;
use Illuminate\Foundation\Testing\RefreshDatabase;
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/**
 * A signed-in shopper writes a review of a product's family (or of a product of its own): one per account and
 * subject, editable (an edit goes back to moderation), "verified purchase" from a completed order of any variant;
 * every refusal answered 4xx with a message in the page's language, never a 500.
 */
final class WriteReviewTest extends TestCase
{
    use MakesReviews;
    use RefreshDatabase;

    protected function setUp(): void
    {
        parent::setUp();
        $this->makeCatalogue();
    }

    #[Test]
    public function a_guest_is_asked_to_sign_in_and_nothing_is_written(): void
    {
        $this->postJson('/recenzii/'.$this->black->id, self::valid())->assertUnauthorized();
        $this->assertSame(0, Review::query()->count());
    }

    #[Test]
    public function a_review_of_a_variant_belongs_to_its_family_and_waits_for_moderation(): void
    {
        $ion = $this->shopper();
        $this->actingAs($ion)->postJson('/recenzii/'.$this->black->id, self::valid())
            ->assertCreated()
            ->assertHeader('Cache-Control', 'no-store, private')
            ->assertJsonPath('message', 'Mulțumim! Recenzia va apărea după verificarea de către moderatori.')
            ->assertJsonPath('own.status', 'pending')
            ->assertJsonPath('own.rating', 4)
            ->assertJsonPath('own.verified', false);

        $review = Review::query()->sole();
        $this->assertSame('f'.$this->family->id, $review->subject);
        $this->assertSame($this->family->id, $review->family_id);
        $this->assertSame($this->black->id, $review->product_id);
        $this->assertSame(ReviewStatus::Pending, $review->status);
        $this->assertSame('ro', $review->locale);
        // Nothing shows before it is published.
        $this->getJson('/recenzii/'.$this->white->id)->assertOk()->assertJsonPath('total', 0);
        $this->assertSame(0, $this->black->refresh()->rating_count);
    }

    #[Test]
    public function the_other_variant_finds_the_same_review_so_a_second_write_edits_it(): void
    {
        $ion = $this->shopper();
        $this->actingAs($ion)->postJson('/recenzii/'.$this->black->id, self::valid())->assertCreated();
        $this->actingAs($ion)->getJson('/recenzii/'.$this->white->id.'/ale-mele')->assertOk()->assertJsonPath('own.rating', 4);

        $this->actingAs($ion)->postJson('/ru/recenzii/'.$this->white->id, self::valid(['rating' => 2, 'pros' => '', 'cons' => null]))
            ->assertCreated()->assertJsonPath('message', 'Спасибо! Отзыв появится после проверки модераторами.');

        $review = Review::query()->sole();
        $this->assertSame(2, $review->rating);
        $this->assertSame($this->white->id, $review->product_id);
        $this->assertNull($review->pros);
        $this->assertSame('ru', $review->locale);
    }

    #[Test]
    public function a_product_without_a_family_has_reviews_of_its_own(): void
    {
        $ion = $this->shopper();
        $this->actingAs($ion)->postJson('/recenzii/'.$this->single->id, self::valid())->assertCreated();
        $this->actingAs($ion)->postJson('/recenzii/'.$this->black->id, self::valid())->assertCreated();

        $this->assertSame(['f'.$this->family->id, 'p'.$this->single->id], Review::query()->orderBy('subject')->pluck('subject')->all());
        $this->actingAs($ion)->getJson('/recenzii/'.$this->single->id.'/ale-mele')->assertJsonPath('own.id', Review::query()->where('subject', 'p'.$this->single->id)->value('id'));
    }

    #[Test]
    public function editing_a_published_review_takes_it_off_the_page_and_out_of_the_rating_until_it_is_published_again(): void
    {
        $ion = $this->shopper();
        $review = $this->review($ion, $this->black, 5);
        app(\App\Actions\Reviews\RecountRating::class)->handle(\App\Services\Reviews\ReviewSubject::of($this->black));
        $this->assertSame(1, $this->white->refresh()->rating_count);

        $this->actingAs($ion)->postJson('/recenzii/'.$this->black->id, self::valid(['rating' => 3]))->assertCreated()->assertJsonPath('own.status', 'pending');

        $this->assertSame(ReviewStatus::Pending, $review->refresh()->status);
        $this->assertNull($review->refresh()->published_at);
        $this->assertSame(0, $this->white->refresh()->rating_count);
        $this->assertNull($this->white->refresh()->rating_average);
        $this->getJson('/recenzii/'.$this->black->id)->assertJsonPath('total', 0);
    }

    #[Test]
    public function a_completed_order_of_any_variant_marks_the_review_a_verified_purchase_and_an_open_one_does_not(): void
    {
        $ion = $this->shopper();
        $ana = $this->shopper('Ana Rusu');
        $this->completedOrder($ion, $this->white);
        $this->completedOrder($ana, $this->white, OrderStatus::Shipped);

        $this->actingAs($ion)->postJson('/recenzii/'.$this->black->id, self::valid())->assertJsonPath('own.verified', true);
        $this->actingAs($ana)->postJson('/recenzii/'.$this->black->id, self::valid())->assertJsonPath('own.verified', false);
        // Bought the family, not the case.
        $this->actingAs($ion)->postJson('/recenzii/'.$this->single->id, self::valid())->assertJsonPath('own.verified', false);
    }

    /**
     * @return array<string, array{array<string, mixed>, string, string, string}>
     */
    public static function refusals(): array
    {
        return [
            'no rating' => [['rating' => null], 'rating', 'Alegeți o notă de la 1 la 5 stele.', 'Выберите оценку от 1 до 5 звёзд.'],
            'six stars' => [['rating' => 6], 'rating', 'Alegeți o notă de la 1 la 5 stele.', 'Выберите оценку от 1 до 5 звёзд.'],
            'zero stars' => [['rating' => 0], 'rating', 'Alegeți o notă de la 1 la 5 stele.', 'Выберите оценку от 1 до 5 звёзд.'],
            'a huge number' => [['rating' => '99999999999999999999999999'], 'rating', 'Alegeți o notă de la 1 la 5 stele.', 'Выберите оценку от 1 до 5 звёзд.'],
            'a list for a rating' => [['rating' => [5]], 'rating', 'Alegeți o notă de la 1 la 5 stele.', 'Выберите оценку от 1 до 5 звёзд.'],
            'no text' => [['body' => ''], 'body', 'Scrieți părerea dvs. (cel puțin 20 caractere).', 'Напишите ваше мнение (не менее 20 символов).'],
            'a list for the text' => [['body' => ['a' => 'Ecran foarte bun, bateria ține mult.']], 'body', 'Scrieți părerea dvs. (cel puțin 20 caractere).', 'Напишите ваше мнение (не менее 20 символов).'],
            'too short, spaces aside' => [['body' => '   Foarte bun!      '], 'body', 'Recenzia este prea scurtă: scrieți cel puțin 20 caractere.', 'Отзыв слишком короткий: напишите не менее 20 символов.'],
            'too long' => [['body' => str_repeat('Foarte bun. ', 200)], 'body', 'Recenzia poate avea cel mult 2000 caractere.', 'Отзыв может содержать не более 2000 символов.'],
            'a web address' => [['body' => 'Cumpărați mai ieftin la https://ieftin.example/tel'], 'body', 'Recenziile nu pot conține linkuri sau adrese de site-uri.', 'Отзывы не могут содержать ссылки и адреса сайтов.'],
            'www.' => [['body' => 'Cel mai bun preț găsiți pe www.telefoane ieftine'], 'body', 'Recenziile nu pot conține linkuri sau adrese de site-uri.', 'Отзывы не могут содержать ссылки и адреса сайтов.'],
            'a domain name' => [['body' => 'Telefonul e bun, dar scrieți-mi pe Telefoane-Ieftine.MD pentru reduceri'], 'body', 'Recenziile nu pot conține linkuri sau adrese de site-uri.', 'Отзывы не могут содержать ссылки и адреса сайтов.'],
            'a link in the pros' => [['pros' => 'vezi shop.ru'], 'pros', 'Recenziile nu pot conține linkuri sau adrese de site-uri.', 'Отзывы не могут содержать ссылки и адреса сайтов.'],
            'a list for the cons' => [['cons' => ['x']], 'cons', 'Avantajele și dezavantajele pot avea cel mult 500 caractere fiecare.', 'Достоинства и недостатки — не более 500 символов каждое.'],
            'long pros' => [['pros' => str_repeat('a', 501)], 'pros', 'Avantajele și dezavantajele pot avea cel mult 500 caractere fiecare.', 'Достоинства и недостатки — не более 500 символов каждое.'],
        ];
    }

    /**
     * @param  array<string, mixed>  $overrides
     */
    #[Test]
    #[DataProvider('refusals')]
    public function each_refusal_is_a_422_beside_its_field_in_both_languages(array $overrides, string $field, string $ro, string $ru): void
    {
        $this->actingAs($this->shopper());

        $this->postJson('/recenzii/'.$this->black->id, self::valid($overrides))->assertStatus(422)->assertJsonPath("errors.{$field}.0", $ro)->assertJsonPath('message', $ro);
        $this->postJson('/ru/recenzii/'.$this->black->id, self::valid($overrides))->assertStatus(422)->assertJsonPath("errors.{$field}.0", $ru);
        $this->assertSame(0, Review::query()->count());
    }

    #[Test]
    public function text_that_only_looks_like_a_link_is_kept(): void
    {
        $this->actingAs($this->shopper());
        $this->postJson('/recenzii/'.$this->black->id, self::valid(['body' => 'Ecran de 6.1 inch, bun.Recomand cu încredere, e.g. pentru foto.']))->assertCreated();
    }

    #[Test]
    public function invalid_utf8_and_unknown_or_hidden_products_are_refused_without_a_500(): void
    {
        $this->actingAs($this->shopper());

        $this->call('POST', '/recenzii/'.$this->black->id, ['rating' => 5, 'body' => "Foarte bun telefon \xC3\x28 chiar bun"], [], [], ['HTTP_ACCEPT' => 'application/json'])
            ->assertStatus(400);
        $this->postJson('/recenzii/999999', self::valid())->assertNotFound();
        $this->postJson('/recenzii/99999999999999999999999', self::valid())->assertNotFound();
        $this->black->forceFill(['is_active' => false])->save();
        $this->postJson('/recenzii/'.$this->black->id, self::valid())->assertNotFound();
        $this->assertSame(0, Review::query()->count());
    }

    #[Test]
    public function a_deleted_account_takes_its_reviews_out_of_the_rating(): void
    {
        $ion = $this->shopper();
        $this->review($ion, $this->black, 1);
        $this->review($this->shopper('Ana Rusu'), $this->white, 5);
        app(\App\Actions\Reviews\RecountRating::class)->handle(\App\Services\Reviews\ReviewSubject::of($this->black));
        $this->assertSame(2, $this->white->refresh()->rating_count);

        $this->actingAs($ion)->delete('/cont/setari/profil', ['password' => 'password'])->assertRedirect();

        $this->assertSame(1, Review::query()->count());
        $this->assertSame(1, $this->white->refresh()->rating_count);
        $this->assertEqualsWithDelta(5.0, $this->white->rating_average, 0.001);
    }

    #[Test]
    public function a_shopper_only_ever_writes_their_own_review(): void
    {
        $ion = $this->shopper();
        $ana = $this->shopper('Ana Rusu');
        $ions = $this->review($ion, $this->black, 5);

        // A user_id or status sent along is not read: Ana writes her own review, Ion's stays as it was.
        $this->actingAs($ana)->postJson('/recenzii/'.$this->black->id, self::valid(['user_id' => $ion->id, 'status' => 'published', 'id' => $ions->id]))
            ->assertCreated()->assertJsonPath('own.status', 'pending');

        $this->assertSame(5, $ions->refresh()->rating);
        $this->assertSame(ReviewStatus::Published, $ions->refresh()->status);
        $this->assertSame(2, Review::query()->count());
        $this->assertSame(ReviewStatus::Pending, Review::query()->where('user_id', $ana->id)->sole()->status);
    }
}
