<?php

declare(strict_types=1);

namespace Tests\Feature\Admin\Catalog;

use App\Models\AttributeOption;
use App\Models\AuditEntry;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/**
 * An option's swatch (the colour a colour option shows as in the product page's variant switcher): set, changed and
 * cleared on the attribute's page, `#rrggbb` only (any case typed, kept in lower case), refused in both languages.
 */
final class AttributeSwatchTest extends TestCase
{
    use MakesCatalog;
    use RefreshDatabase;

    #[Test]
    public function an_option_gets_a_swatch_and_loses_it(): void
    {
        $this->editor();
        $attribute = $this->selectAttribute('colour');
        $this->post('/admin/caracteristici/'.$attribute->id.'/optiuni', ['value' => ['ro' => 'Negru', 'ru' => 'Чёрный'], 'slug' => 'negru', 'swatch' => ' #1A1A1A '])
            ->assertSessionHasNoErrors();
        /** @var AttributeOption $option */
        $option = $attribute->options()->sole();
        $this->assertSame('#1a1a1a', $option->swatch);

        $this->get('/admin/caracteristici/'.$attribute->id.'/editare')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('options.0.swatch', '#1a1a1a')->etc());

        $this->put('/admin/caracteristici/'.$attribute->id.'/optiuni/'.$option->id, ['value' => ['ro' => 'Negru', 'ru' => 'Чёрный'], 'slug' => 'negru', 'swatch' => ''])
            ->assertSessionHasNoErrors();
        $this->assertNull($option->refresh()->swatch);
        $this->assertSame(['swatch' => '#1a1a1a'], AuditEntry::query()->where('action', 'attribute_option.update')->sole()->before);
    }

    #[Test]
    public function a_swatch_that_is_not_a_hex_colour_is_refused(): void
    {
        $this->editor();
        $attribute = $this->selectAttribute('colour');
        foreach (['red', '#12345', '#1234567', '#gg0000', 'rgb(0,0,0)'] as $bad) {
            $this->from('/admin/caracteristici/'.$attribute->id.'/editare')
                ->post('/admin/caracteristici/'.$attribute->id.'/optiuni', ['value' => ['ro' => 'Roșu', 'ru' => 'Красный'], 'swatch' => $bad])
                ->assertSessionHasErrors(['swatch' => 'Culoarea se scrie ca #rrggbb (de exemplu #1a2b3c) sau rămâne goală.']);
        }
        $this->editor('ru');
        $this->postJson('/admin/caracteristici/'.$attribute->id.'/optiuni', ['value' => ['ro' => 'Roșu', 'ru' => 'Красный'], 'swatch' => ['#ff0000']])->assertUnprocessable()
            ->assertJsonPath('errors.swatch.0', 'Цвет пишется как #rrggbb (например #1a2b3c) или остаётся пустым.');
        $this->assertSame(0, $attribute->options()->count());
    }
}
