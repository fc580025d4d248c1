<?php

declare(strict_types=1);

namespace Tests\Feature\Admin\Catalog;

use App\Models\Attribute;
use App\Models\AttributeOption;
use App\Models\AuditEntry;
use App\Models\ProductAttributeValue;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/**
 * /admin/caracteristici: the list with what uses each attribute, the form (type locked once products have values),
 * the options of a select attribute (deleted only when no product has them).
 */
final class AttributesTest extends TestCase
{
    use MakesCatalog;
    use RefreshDatabase;

    private function form(array $overrides = []): array
    {
        return [
            'code' => 'screen_size',
            'name' => ['ro' => 'Diagonala', 'ru' => 'Диагональ'],
            'section' => ['ro' => 'Ecran', 'ru' => 'Экран'],
            'type' => 'number',
            'unit' => '″',
            'is_filterable' => '1',
            'sort' => '5',
            ...$overrides,
        ];
    }

    #[Test]
    public function an_attribute_is_created_listed_and_audited(): void
    {
        $this->editor();

        $this->post('/admin/caracteristici', $this->form())->assertRedirect()->assertSessionHasNoErrors();

        $attribute = Attribute::query()->where('code', 'screen_size')->firstOrFail();
        $this->assertSame(['number', '″', true, 5], [$attribute->type, $attribute->unit, $attribute->is_filterable, $attribute->sort]);
        $this->assertTrue(AuditEntry::query()->where('action', 'attribute.create')->where('subject_label', 'screen_size')->exists());
        $leaf = $this->category('oled', $this->category('tv'));
        $leaf->specAttributes()->attach($attribute->id, ['sort' => 1]);

        $this->get('/admin/caracteristici')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->component('admin/attributes/index')
            ->where('attributes.0.code', 'screen_size')
            ->where('attributes.0.categories_count', 1)
            ->where('attributes.0.products_count', 0));
    }

    #[Test]
    public function bad_input_is_refused_beside_each_field_in_both_languages(): void
    {
        $this->selectAttribute('resolution');
        $this->editor('ro');
        $this->from('/admin/caracteristici/nou')->post('/admin/caracteristici', $this->form(['code' => 'Screen Size', 'name' => ['ro' => '', 'ru' => ''], 'type' => 'colour']))
            ->assertRedirect('/admin/caracteristici/nou')
            ->assertSessionHasErrors([
                'code' => 'Codul începe cu o literă și are doar litere mici latine, cifre și _ (de exemplu screen_size).',
                'name.ro' => 'Câmpul „Denumirea (română)” este obligatoriu.',
                'name.ru',
                'type' => 'Alegeți un tip din listă.',
            ]);

        $this->editor('ru');
        $this->post('/admin/caracteristici', $this->form(['code' => 'resolution']))
            ->assertSessionHasErrors(['code' => 'Такое значение поля «Код» уже используется.']);
        $this->post('/admin/caracteristici', $this->form(['code' => 'price']))
            ->assertSessionHasErrors(['code' => 'Этот код уже используется фильтрами каталога. Выберите другой.']);
        $this->assertSame(1, Attribute::query()->count());
    }

    #[Test]
    public function the_type_is_locked_once_a_product_has_a_value(): void
    {
        $this->editor();
        $attribute = $this->selectAttribute('resolution');
        $option = $attribute->options()->create(['slug' => '4k', 'value' => ['ro' => '4K', 'ru' => '4K'], 'sort' => 1]);
        $free = $this->selectAttribute('panel');
        $free->options()->create(['slug' => 'va', 'value' => ['ro' => 'VA', 'ru' => 'VA'], 'sort' => 1]);
        $product = $this->product($this->category('tv'));
        ProductAttributeValue::query()->create(['product_id' => $product->id, 'attribute_id' => $attribute->id, 'attribute_option_id' => $option->id]);

        $this->from('/admin/caracteristici/'.$attribute->id.'/editare')
            ->put('/admin/caracteristici/'.$attribute->id, $this->form(['code' => 'resolution', 'type' => 'number']))
            ->assertSessionHasErrors(['type' => 'Tipul nu se poate schimba: unele produse au deja valori pentru această caracteristică.']);
        $this->assertSame('select', $attribute->fresh()?->type);

        // Other fields still change; an attribute nobody uses changes type and loses its options.
        $this->put('/admin/caracteristici/'.$attribute->id, $this->form(['code' => 'resolution', 'type' => 'select', 'is_filterable' => '0']))->assertSessionHasNoErrors();
        $this->assertFalse($attribute->fresh()?->is_filterable);
        $this->put('/admin/caracteristici/'.$free->id, $this->form(['code' => 'panel', 'type' => 'boolean']))->assertSessionHasNoErrors();
        $this->assertSame(['boolean', null], [$free->fresh()?->type, $free->fresh()?->unit]);
        $this->assertSame(0, $free->options()->count());

        $this->from('/admin/caracteristici')->delete('/admin/caracteristici/'.$attribute->id)
            ->assertSessionHasErrors(['attribute' => 'Caracteristica „resolution” are valori la produse: nu poate fi ștearsă.']);
        $this->delete('/admin/caracteristici/'.$free->id)->assertRedirect('/admin/caracteristici')->assertSessionHasNoErrors();
        $this->assertNull($free->fresh());
    }

    #[Test]
    public function options_are_added_edited_and_deleted_only_when_unused(): void
    {
        $this->editor();
        $attribute = $this->selectAttribute('resolution');

        $this->post('/admin/caracteristici/'.$attribute->id.'/optiuni', ['value' => ['ro' => 'Full HD', 'ru' => 'Full HD'], 'slug' => ''])
            ->assertRedirect('/admin/caracteristici/'.$attribute->id.'/editare')->assertSessionHasNoErrors();
        $this->post('/admin/caracteristici/'.$attribute->id.'/optiuni', ['value' => ['ro' => '4K', 'ru' => '4K'], 'slug' => '4k'])->assertSessionHasNoErrors();
        $this->assertSame(['full-hd' => 1, '4k' => 2], $attribute->options()->orderBy('sort')->pluck('sort', 'slug')->all());

        $this->post('/admin/caracteristici/'.$attribute->id.'/optiuni', ['value' => ['ro' => '', 'ru' => '4K'], 'slug' => '4k'])
            ->assertSessionHasErrors(['value.ro' => 'Câmpul „Valoarea (română)” este obligatoriu.', 'slug']);

        /** @var AttributeOption $fourK */
        $fourK = $attribute->options()->where('slug', '4k')->firstOrFail();
        $this->put('/admin/caracteristici/'.$attribute->id.'/optiuni/'.$fourK->id, ['value' => ['ro' => '4K UHD', 'ru' => '4K UHD'], 'slug' => '4k', 'sort' => '0'])
            ->assertSessionHasNoErrors();
        $this->assertSame(['4K UHD', 0], [$fourK->fresh()?->value['ro'], $fourK->fresh()?->sort]);

        $product = $this->product($this->category('tv'));
        ProductAttributeValue::query()->create(['product_id' => $product->id, 'attribute_id' => $attribute->id, 'attribute_option_id' => $fourK->id]);
        $this->from('/admin/caracteristici/'.$attribute->id.'/editare')->delete('/admin/caracteristici/'.$attribute->id.'/optiuni/'.$fourK->id)
            ->assertSessionHasErrors(['option' => 'Opțiunea „4K UHD” este aleasă la 1 produse: nu poate fi ștearsă.']);
        $fullHd = $attribute->options()->where('slug', 'full-hd')->firstOrFail();
        $this->delete('/admin/caracteristici/'.$attribute->id.'/optiuni/'.$fullHd->id)->assertSessionHasNoErrors();
        $this->assertSame(['4k'], $attribute->options()->pluck('slug')->all());
        $this->assertSame(
            ['attribute_option.create', 'attribute_option.create', 'attribute_option.update', 'attribute_option.delete'],
            AuditEntry::query()->where('action', 'like', 'attribute_option.%')->orderBy('id')->pluck('action')->all(),
        );

        // An option belongs to its attribute: another attribute's address does not reach it.
        $other = $this->selectAttribute('panel');
        $this->delete('/admin/caracteristici/'.$other->id.'/optiuni/'.$fourK->id)->assertNotFound();

        $this->get('/admin/caracteristici/'.$attribute->id.'/editare')->assertInertia(fn (Assert $page) => $page
            ->component('admin/attributes/form')
            ->where('attribute.products_count', 1)
            ->where('options.0.slug', '4k')
            ->where('options.0.products_count', 1));
    }

    #[Test]
    public function a_number_attribute_has_no_options(): void
    {
        $this->editor();
        $this->post('/admin/caracteristici', $this->form())->assertSessionHasNoErrors();
        $attribute = Attribute::query()->where('code', 'screen_size')->firstOrFail();

        $this->from('/admin/caracteristici/'.$attribute->id.'/editare')
            ->post('/admin/caracteristici/'.$attribute->id.'/optiuni', ['value' => ['ro' => '55', 'ru' => '55']])
            ->assertSessionHasErrors(['option' => 'Doar o listă de opțiuni are opțiuni.']);
        $this->assertSame(0, $attribute->options()->count());
    }
}
