<?php

declare(strict_types=1);

namespace Tests\Feature\Admin\Marketing;

use App\Enums\StaffRole;
use App\Models\AuditEntry;
use App\Models\Banner;
use App\Models\Product;
use App\Models\Promotion;
use App\Models\User;
use Carbon\CarbonImmutable;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Http\UploadedFile;
use Illuminate\Support\Facades\Storage;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/** /admin/bannere and /admin/promotii: editors change the home carousel and the promotions; shoppers see it at once. */
final class BannersAndPromotionsAdminTest extends TestCase
{
    private User $editor;

    protected function setUp(): void
    {
        parent::setUp();
        // Seeded first, from the demo shop seeded once per process; the fake disk then takes this test's own uploads.
        $this->seed(DatabaseSeeder::class);
        Storage::fake('media');
        $this->editor = User::factory()->staff(StaffRole::Editor)->createOne();
        // Monday 2 November 2026, 12:00 in Chișinău (UTC+2).
        $this->travelTo(CarbonImmutable::parse('2026-11-02 10:00', 'UTC'));
    }

    private static function image(string $name = 'slide.png'): UploadedFile
    {
        $image = imagecreatetruecolor(1600, 500);
        imagefilledrectangle($image, 0, 0, 1600, 500, (int) imagecolorallocate($image, 200, 40, 40));
        $path = (string) tempnam(sys_get_temp_dir(), 'img');
        imagepng($image, $path);

        return new UploadedFile($path, $name, null, null, true);
    }

    /**
     * @param  array<string, mixed>  $overrides
     * @return array<string, mixed>
     */
    private function banner(array $overrides = []): array
    {
        return [
            'title' => ['ro' => 'Reduceri de iarnă', 'ru' => 'Зимние скидки'],
            'text' => ['ro' => 'Până la 30%', 'ru' => 'До 30%'],
            'link' => '/promotii/black-friday',
            'image' => self::image(),
            'starts_at' => '2026-11-01T00:00',
            'ends_at' => '2026-11-30T23:59',
            'is_active' => '1',
            'sort' => '0',
            ...$overrides,
        ];
    }

    #[Test]
    public function an_editor_adds_a_banner_the_home_page_shows_first_with_both_images(): void
    {
        Banner::query()->delete();
        $this->get('/')->assertInertia(fn (Assert $page) => $page->where('banners', []));

        $this->actingAs($this->editor)->post('/admin/bannere', $this->banner())->assertRedirect('/admin/bannere')->assertSessionHas('status', 'Bannerul a fost salvat.');
        $banner = Banner::query()->sole();
        Storage::disk('media')->assertExists([$banner->image.'/wide.webp', $banner->image.'/narrow.webp']);
        // 23:59 on 30 November in Chișinău is 21:59 UTC.
        $this->assertSame('2026-11-30 21:59:00', $banner->ends_at?->toDateTimeString());
        $this->assertSame('banner.create', AuditEntry::query()->latest('id')->firstOrFail()->action);

        $this->get('/')->assertInertia(fn (Assert $page) => $page
            ->where('banners.0.title', 'Reduceri de iarnă')->where('banners.0.link', '/promotii/black-friday')->where('banners.0.external', false)
            ->where('banners.0.image_wide', fn (string $url) => str_ends_with($url, $banner->image.'/wide.webp'))
            ->where('banners.0.image_narrow', fn (string $url) => str_ends_with($url, $banner->image.'/narrow.webp')));
        $this->get('/ru')->assertInertia(fn (Assert $page) => $page->where('banners.0.title', 'Зимние скидки')->where('banners.0.link', '/ru/promotii/black-friday'));

        // A new image replaces the old one's files; switched off, the banner leaves the home page.
        $old = $banner->image;
        $this->actingAs($this->editor)->post('/admin/bannere/'.$banner->id, [...$this->banner(['is_active' => '0']), '_method' => 'put'])->assertRedirect();
        Storage::disk('media')->assertMissing($old.'/wide.webp');
        $this->get('/')->assertInertia(fn (Assert $page) => $page->where('banners', []));
    }

    #[Test]
    public function a_banner_outside_its_period_is_not_shown(): void
    {
        Banner::query()->delete();
        $this->actingAs($this->editor)->post('/admin/bannere', $this->banner(['starts_at' => '2026-12-01T00:00', 'ends_at' => '']));
        $this->get('/')->assertInertia(fn (Assert $page) => $page->where('banners', []));
        $this->travelTo(CarbonImmutable::parse('2026-11-30 22:00', 'UTC'));
        $this->get('/')->assertInertia(fn (Assert $page) => $page->has('banners', 1));
    }

    #[Test]
    public function a_bad_banner_is_refused_beside_its_fields_in_ro_and_ru(): void
    {
        $disguised = UploadedFile::fake()->createWithContent('photo.png', '<?php echo 1;');
        $bad = $this->banner(['title' => ['ro' => '', 'ru' => ''], 'link' => 'javascript:alert(1)', 'image' => $disguised, 'starts_at' => '2026-11-10T00:00', 'ends_at' => '2026-11-09T00:00']);
        $this->actingAs($this->editor)->from('/admin/bannere/nou')->post('/admin/bannere', $bad)->assertRedirect('/admin/bannere/nou')
            ->assertSessionHasErrors(['title.ro', 'title.ru', 'link', 'image', 'ends_at' => 'Sfârșitul perioadei nu poate fi înaintea începutului.']);
        $this->actingAs(User::factory()->staff(StaffRole::Manager)->createOne(['locale' => 'ru']))->post('/admin/bannere', [...$bad, 'link' => '//evil.example'])
            ->assertSessionHasErrors(['link' => 'Укажите путь магазина, начинающийся с /, или адрес http(s)://.', 'ends_at' => 'Конец периода не может быть раньше начала.']);
        $this->assertSame(2, Banner::query()->count());
        $this->actingAs(User::factory()->staff(StaffRole::Warehouse)->createOne())->post('/admin/bannere', $this->banner())->assertForbidden();
    }

    #[Test]
    public function an_editor_creates_a_promotion_with_products_and_a_banner_that_shoppers_see(): void
    {
        $products = Product::query()->orderBy('id')->take(2)->get();
        $response = $this->actingAs($this->editor)->post('/admin/promotii', [
            'slug' => 'reduceri-de-iarna',
            'title' => ['ro' => 'Reduceri de iarnă', 'ru' => 'Зимние скидки'],
            'summary' => ['ro' => 'Totul pentru iarnă', 'ru' => 'Всё для зимы'],
            'description' => ['ro' => 'Prețuri mici.', 'ru' => 'Низкие цены.'],
            'terms' => ['ro' => 'Stoc limitat.', 'ru' => 'Количество ограничено.'],
            'banner' => self::image('banner.png'),
            'starts_at' => '2026-11-01T00:00',
            'ends_at' => '',
            'is_published' => '1',
            'sort' => '0',
            'product_ids' => $products->pluck('id')->all(),
        ]);
        $promotion = Promotion::query()->where('slug', 'reduceri-de-iarna')->firstOrFail();
        $response->assertRedirect('/admin/promotii/'.$promotion->id.'/editare');
        $this->assertSame('promotion.create', AuditEntry::query()->latest('id')->firstOrFail()->action);

        $this->get('/promotii/reduceri-de-iarna')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('promotion.title', 'Reduceri de iarnă')->where('promotion.terms_html', '<p>Stoc limitat.</p>')
            ->where('promotion.banner', fn (string $url) => str_ends_with($url, $promotion->banner.'/banner.webp'))
            ->where('promotion.products_count', 2)->etc());

        $this->actingAs($this->editor)->getJson('/admin/promotii/produse?q='.urlencode($products[0]->sku))
            ->assertOk()->assertJsonPath('products.0.id', $products[0]->id)->assertJsonPath('products.0.price', $products[0]->price);

        $this->actingAs($this->editor)->delete('/admin/promotii/'.$promotion->id)->assertRedirect('/admin/promotii');
        $this->get('/promotii/reduceri-de-iarna')->assertNotFound();
        $this->assertModelExists($products[0]);
    }

    #[Test]
    public function the_list_filters_by_state(): void
    {
        $this->actingAs($this->editor)->get('/admin/promotii?state=running')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->component('admin/promotions/index')->where('state', 'running')
            ->where('promotions', fn ($rows) => collect($rows)->every(fn (array $row): bool => $row['state'] === 'running') && count($rows) > 0));
        $this->actingAs($this->editor)->get('/admin/promotii?state=ended')->assertInertia(fn (Assert $page) => $page
            ->where('promotions', fn ($rows) => collect($rows)->every(fn (array $row): bool => $row['state'] === 'ended')));
    }
}
