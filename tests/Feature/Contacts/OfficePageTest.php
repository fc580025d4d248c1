<?php

declare(strict_types=1);

namespace Tests\Feature\Contacts;

use Carbon\CarbonImmutable;
use Illuminate\Support\Facades\Crypt;
use Illuminate\Support\Facades\DB;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

final class OfficePageTest extends TestCase
{
    #[Test]
    public function the_romanian_page_shows_the_office_hours_from_the_spec_the_company_details_and_a_form_token(): void
    {
        // Saturday 17 January 2026, 15:00 in Chișinău: the office is open until 16:00 on weekends.
        $this->travelTo(CarbonImmutable::parse('2026-01-17 13:00', 'UTC'));
        config(['company.idno' => '1003600000001', 'company.vat_code' => '0600001', 'company.legal_name' => 'Test SRL']);

        $this->get('/contacte/oficiu')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->component('contacts/office')
            ->where('meta.title', 'Contacte și oficiu')
            ->where('breadcrumbs', [['name' => 'Contacte și oficiu', 'url' => '/contacte/oficiu']])
            ->where('office.hours', [
                ['from' => 1, 'to' => 5, 'hours' => ['08:00', '18:00']],
                ['from' => 6, 'to' => 7, 'hours' => ['08:00', '16:00']],
            ])
            ->where('office.status.open', true)
            ->where('office.status.closes_at', '16:00')
            ->where('office.legal_name', 'Test SRL')
            ->where('office.idno', '1003600000001')
            ->where('office.vat_code', '0600001')
            ->where('office.address', fn (string $address) => str_contains($address, 'Chișinău'))
            ->where('shop.phones', ['+37322782222', '+37360782223'])
            ->where('form_token', fn (string $token) => Crypt::decryptString($token) === (string) now()->getTimestamp())
            ->etc());
    }

    #[Test]
    public function the_russian_page_is_in_russian(): void
    {
        $this->get('/ru/contacte/oficiu')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->component('contacts/office')
            ->where('meta.title', 'Контакты и офис')
            ->where('office.address', fn (string $address) => str_contains($address, 'Кишинёв'))
            ->where('route.alternates.ro', '/contacte/oficiu')
            ->etc());
    }

    #[Test]
    public function after_closing_the_office_says_when_it_opens_again(): void
    {
        // Sunday 18 January 2026, 17:00 in Chișinău: next opening Monday 08:00.
        $this->travelTo(CarbonImmutable::parse('2026-01-18 15:00', 'UTC'));

        $this->get('/contacte/oficiu')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('office.status', ['open' => false, 'closes_at' => null, 'opens_at' => '08:00', 'opens_day' => 1, 'opens_in_days' => 1])
            ->etc());
    }

    #[Test]
    public function the_page_needs_no_query_of_its_own(): void
    {
        $this->get('/contacte/oficiu')->assertOk();
        DB::enableQueryLog();
        $this->get('/contacte/oficiu')->assertOk();
        $office = count(DB::getQueryLog());
        DB::flushQueryLog();
        $this->get('/promotii')->assertOk();
        $promotions = count(DB::getQueryLog());

        // Only what every page does (the session, the header's categories) and nothing per office detail.
        $this->assertLessThanOrEqual(3, $office);
        $this->assertLessThan($promotions, $office);
    }

    #[Test]
    public function every_page_gets_the_office_hours_from_the_company_config_for_the_footer(): void
    {
        config(['company.office_hours' => [1 => ['09:00', '17:00'], 2 => ['09:00', '17:00'], 3 => null, 4 => null, 5 => null, 6 => null, 7 => ['10:00', '14:00']]]);

        foreach (['/', '/ru/contacte/magazine'] as $url) {
            $this->get($url)->assertOk()->assertInertia(fn (Assert $page) => $page
                ->where('shop.office_hours', [
                    ['from' => 1, 'to' => 2, 'hours' => ['09:00', '17:00']],
                    ['from' => 3, 'to' => 6, 'hours' => null],
                    ['from' => 7, 'to' => 7, 'hours' => ['10:00', '14:00']],
                ])
                ->etc());
        }
    }
}
