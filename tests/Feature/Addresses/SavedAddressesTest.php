<?php

declare(strict_types=1);

namespace Tests\Feature\Addresses;

use App\Models\Address;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/**
 * A signed-in shopper's saved delivery addresses (/cont/adrese): several, exactly one the default, at most
 * Address::MAX_PER_ACCOUNT; validation in both languages; nobody reaches another account's addresses.
 */
final class SavedAddressesTest extends TestCase
{
    use RefreshDatabase;

    /**
     * @return array<string, array{string, string, string, string}>
     */
    public static function languages(): array
    {
        return [
            'ro' => ['', 'Adresele de livrare', 'Alegeți zona de livrare.', 'Puteți păstra cel mult 10 adrese. Ștergeți una ca să adăugați alta.'],
            'ru' => ['/ru', 'Адреса доставки', 'Выберите зону доставки.', 'Можно хранить не более 10 адресов. Удалите один, чтобы добавить другой.'],
        ];
    }

    /**
     * @param  array<string, mixed>  $fields
     * @return array<string, mixed>
     */
    private static function fields(array $fields = []): array
    {
        return ['zone' => 'chisinau', 'city' => 'Chișinău', 'address' => 'str. Albișoara 4, ap. 12', 'label' => 'Acasă', ...$fields];
    }

    private function address(User $user, array $attributes = []): Address
    {
        return Address::query()->create(['user_id' => $user->id, 'zone' => 'suburbs', 'city' => 'Ialoveni', 'address' => 'str. Alexandru cel Bun 3', 'is_default' => false, ...$attributes]);
    }

    #[Test]
    #[DataProvider('languages')]
    public function the_page_lists_the_accounts_addresses_default_first_in_both_languages(string $prefix, string $title): void
    {
        $user = User::factory()->createOne();
        $older = $this->address($user, ['is_default' => true]);
        $newer = $this->address($user, ['city' => 'Bălți', 'zone' => 'country']);
        $this->address(User::factory()->createOne(), ['address' => 'str. Străină 1']);

        $this->actingAs($user)->get($prefix.'/cont/adrese')->assertOk()
            ->assertHeader('Cache-Control', 'no-store, private')
            ->assertInertia(fn (Assert $page) => $page->component('account/addresses')
                ->where('meta.title', $title)
                ->where('max', Address::MAX_PER_ACCOUNT)
                ->where('zones', ['chisinau', 'suburbs', 'country'])
                ->where('addresses.0.id', $older->id)->where('addresses.0.is_default', true)
                ->where('addresses.1.id', $newer->id)->where('addresses.1.zone_label', $prefix === '' ? 'Alte localități din Moldova' : 'Другие населённые пункты Молдовы')
                ->count('addresses', 2)
                ->where('offer', null));
    }

    #[Test]
    public function guests_are_sent_to_sign_in_and_unverified_accounts_to_verify(): void
    {
        $this->get('/cont/adrese')->assertRedirect('/autentificare');
        $this->post('/cont/adrese', self::fields())->assertRedirect('/autentificare');
        $this->assertSame(0, Address::query()->count());

        $this->actingAs(User::factory()->unverified()->createOne())->post('/cont/adrese', self::fields())->assertRedirect();
        $this->assertSame(0, Address::query()->count());
    }

    #[Test]
    public function the_first_address_is_the_default_and_a_new_default_takes_the_mark_from_the_old(): void
    {
        $user = User::factory()->createOne();
        $this->actingAs($user)->post('/cont/adrese', self::fields())->assertRedirect('/cont/adrese')
            ->assertSessionHas('inertia.flash_data.addresses.message', 'Adresa a fost salvată.');
        $first = Address::query()->sole();
        $this->assertTrue($first->is_default);
        $this->assertSame(['Acasă', 'chisinau', 'Chișinău', 'str. Albișoara 4, ap. 12'], [$first->label, $first->zone, $first->city, $first->address]);

        $this->post('/cont/adrese', self::fields(['label' => '', 'address' => 'bd. Dacia 10']))->assertRedirect('/cont/adrese');
        $second = Address::query()->latest('id')->firstOrFail();
        $this->assertFalse($second->is_default);
        $this->assertNull($second->label);

        $this->post('/cont/adrese', self::fields(['address' => 'str. Ismail 1', 'is_default' => true]))->assertRedirect('/cont/adrese');
        $third = Address::query()->latest('id')->firstOrFail();
        $this->assertSame([$third->id], Address::query()->where('is_default', true)->pluck('id')->all());

        $this->post('/cont/adrese/'.$second->id.'/implicita')->assertRedirect('/cont/adrese');
        $this->assertSame([$second->id], Address::query()->where('is_default', true)->pluck('id')->all());
    }

    #[Test]
    public function changing_and_deleting_keep_exactly_one_default(): void
    {
        $user = User::factory()->createOne();
        $default = $this->address($user, ['is_default' => true]);
        $other = $this->address($user, ['address' => 'str. Mihai Eminescu 7']);
        $newest = $this->address($user, ['address' => 'str. Columna 2']);

        $this->actingAs($user)->put('/ru/cont/adrese/'.$other->id, self::fields(['zone' => 'country', 'city' => 'Cahul', 'address' => 'str. Republicii 5']))
            ->assertRedirect('/ru/cont/adrese')->assertSessionHas('inertia.flash_data.addresses.message', 'Адрес изменён.');
        $other->refresh();
        $this->assertSame(['country', 'Cahul', 'str. Republicii 5', false], [$other->zone, $other->city, $other->address, $other->is_default]);

        // Leaving the default's box unticked keeps it the default: an account with addresses always has one.
        $this->put('/cont/adrese/'.$default->id, self::fields(['is_default' => false]))->assertRedirect('/cont/adrese');
        $this->assertTrue($default->refresh()->is_default);

        $this->delete('/cont/adrese/'.$default->id)->assertRedirect('/cont/adrese');
        $this->assertNull(Address::query()->find($default->id));
        $this->assertSame([$newest->id], Address::query()->where('is_default', true)->pluck('id')->all());

        $this->delete('/cont/adrese/'.$other->id)->assertRedirect('/cont/adrese');
        $this->assertSame([$newest->id], Address::query()->where('is_default', true)->pluck('id')->all());
    }

    #[Test]
    public function nobody_reaches_another_accounts_addresses(): void
    {
        $owner = User::factory()->createOne();
        $theirs = $this->address($owner, ['is_default' => true]);
        $before = $theirs->refresh()->getAttributes();
        $stranger = User::factory()->createOne();
        $this->address($stranger, ['is_default' => true]);

        $this->actingAs($stranger);
        $this->put('/cont/adrese/'.$theirs->id, self::fields())->assertNotFound();
        $this->delete('/cont/adrese/'.$theirs->id)->assertNotFound();
        $this->post('/cont/adrese/'.$theirs->id.'/implicita')->assertNotFound();
        $this->put('/cont/adrese/999999', self::fields())->assertNotFound();
        $this->delete('/cont/adrese/99999999999999999999999')->assertNotFound();

        $this->assertSame($before, $theirs->refresh()->getAttributes());
        $this->assertSame(2, Address::query()->where('is_default', true)->count());
        $this->get('/cont/adrese')->assertInertia(fn (Assert $page) => $page->count('addresses', 1)
            ->whereNot('addresses.0.id', $theirs->id));
    }

    #[Test]
    #[DataProvider('languages')]
    public function an_account_keeps_at_most_ten_addresses(string $prefix, string $title, string $zoneMessage, string $limitMessage): void
    {
        $user = User::factory()->createOne();
        for ($i = 1; $i <= Address::MAX_PER_ACCOUNT; $i++) {
            $this->address($user, ['address' => 'str. Test '.$i, 'is_default' => $i === 1]);
        }

        $this->actingAs($user)->postJson($prefix.'/cont/adrese', self::fields())->assertUnprocessable()
            ->assertJsonPath('errors.address.0', $limitMessage);
        $this->assertSame(Address::MAX_PER_ACCOUNT, Address::query()->where('user_id', $user->id)->count());

        // Room again after a delete.
        $this->delete($prefix.'/cont/adrese/'.Address::query()->where('user_id', $user->id)->max('id'));
        $this->post($prefix.'/cont/adrese', self::fields())->assertRedirect($prefix.'/cont/adrese')->assertSessionHasNoErrors();
        $this->assertSame(Address::MAX_PER_ACCOUNT, Address::query()->where('user_id', $user->id)->count());
    }

    /**
     * @return array<string, array{array<string, mixed>, string, string, string}>
     */
    public static function invalid(): array
    {
        return [
            'no zone' => [['zone' => ''], 'zone', 'Alegeți zona de livrare.', 'Выберите зону доставки.'],
            'unknown zone' => [['zone' => 'mars'], 'zone', 'Alegeți zona de livrare.', 'Выберите зону доставки.'],
            'zone as a list' => [['zone' => ['chisinau']], 'zone', 'Alegeți zona de livrare.', 'Выберите зону доставки.'],
            'no town' => [['city' => '   '], 'city', 'Introduceți localitatea (de la 2 la 120 de caractere).', 'Укажите населённый пункт (от 2 до 120 символов).'],
            'town too long' => [['city' => str_repeat('a', 121)], 'city', 'Introduceți localitatea (de la 2 la 120 de caractere).', 'Укажите населённый пункт (от 2 до 120 символов).'],
            'address as an object' => [['address' => ['street' => 'x']], 'address', 'Introduceți adresa: strada, numărul, apartamentul (de la 3 la 255 de caractere).', 'Укажите адрес: улица, дом, квартира (от 3 до 255 символов).'],
            'address too long' => [['address' => str_repeat('ș', 256)], 'address', 'Introduceți adresa: strada, numărul, apartamentul (de la 3 la 255 de caractere).', 'Укажите адрес: улица, дом, квартира (от 3 до 255 символов).'],
            'label too long' => [['label' => str_repeat('a', 61)], 'label', 'Denumirea poate avea cel mult 60 de caractere.', 'Название может содержать не более 60 символов.'],
            'default not a yes or no' => [['is_default' => 'poate'], 'is_default', 'Alegeți dacă adresa este cea implicită.', 'Укажите, основной ли это адрес.'],
        ];
    }

    /**
     * @param  array<string, mixed>  $change
     */
    #[Test]
    #[DataProvider('invalid')]
    public function invalid_fields_are_refused_in_the_shoppers_language(array $change, string $field, string $ro, string $ru): void
    {
        $user = User::factory()->createOne();
        $this->actingAs($user);
        $this->postJson('/cont/adrese', self::fields($change))->assertUnprocessable()->assertJsonPath('errors.'.$field.'.0', $ro);
        $this->postJson('/ru/cont/adrese', self::fields($change))->assertUnprocessable()->assertJsonPath('errors.'.$field.'.0', $ru);
        $existing = $this->address($user, ['is_default' => true]);
        $this->putJson('/ru/cont/adrese/'.$existing->id, self::fields($change))->assertUnprocessable()->assertJsonPath('errors.'.$field.'.0', $ru);
        $this->assertSame(1, Address::query()->count());
    }

    #[Test]
    public function deleting_the_account_deletes_its_addresses(): void
    {
        $user = User::factory()->createOne();
        $this->address($user, ['is_default' => true]);
        $this->address($user);
        $other = $this->address(User::factory()->createOne(), ['is_default' => true]);

        $this->actingAs($user)->delete('/cont/setari/profil', ['password' => 'password'])->assertRedirect('/');

        $this->assertSame([$other->id], Address::query()->pluck('id')->all());
    }

    #[Test]
    public function the_writes_are_rate_limited_per_account(): void
    {
        config()->set('rate_limits.addresses.attempts', 2);
        $user = User::factory()->createOne();
        $address = $this->address($user, ['is_default' => true]);
        $this->actingAs($user);
        $this->post('/cont/adrese/'.$address->id.'/implicita')->assertRedirect();
        $this->post('/cont/adrese/'.$address->id.'/implicita')->assertRedirect();

        $this->postJson('/ru/cont/adrese', self::fields())->assertStatus(429)->assertHeader('Retry-After')
            ->assertJsonPath('errors.address.0', 'Вы отправляли форму слишком часто. Попробуйте снова через 1 мин.');
        $this->assertSame(1, Address::query()->count());

        // Another account has its own count.
        $this->actingAs(User::factory()->createOne())->post('/cont/adrese', self::fields())->assertRedirect('/cont/adrese');
    }
}
