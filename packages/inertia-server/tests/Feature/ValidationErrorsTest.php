<?php

declare(strict_types=1);

namespace Inertia\Tests\Feature;

use Illuminate\Http\Request;
use Illuminate\Support\MessageBag;
use Illuminate\Support\ViewErrorBag;
use Inertia\Inertia;
use Inertia\Tests\TestCase;

/** §4: validation errors reach the page as `props.errors`. */
final class ValidationErrorsTest extends TestCase
{
    protected function setUp(): void
    {
        parent::setUp();

        $this->route('get', '/_inertia/form', fn () => Inertia::render('Form'));
        $this->route('put', '/_inertia/form', function (Request $request) {
            $request->validate(
                ['name' => 'required', 'items.*.qty' => 'integer|min:1'],
                ['name.required' => 'Name is required.', 'items.*.qty.min' => 'Too few.'],
            );

            return redirect('/_inertia/form');
        });
    }

    public function test_errors_are_an_empty_object_when_there_are_none(): void
    {
        $this->assertStringContainsString('"errors":{}', (string) $this->inertiaGet('/_inertia/form')->getContent());
        $this->assertStringContainsString('"errors":{}', (string) $this->get('/_inertia/form')->getContent());
    }

    public function test_the_default_bag_becomes_field_to_first_message(): void
    {
        $this->withErrorBags(['default' => ['name' => ['Name is required.', 'Name is short.'], 'items.0.qty' => ['Too few.']]]);

        $this->inertiaGet('/_inertia/form')->assertJsonPath('props.errors', [
            'name' => 'Name is required.',
            'items.0.qty' => 'Too few.',
        ]);
    }

    public function test_several_bags_are_keyed_by_bag(): void
    {
        $this->withErrorBags([
            'default' => ['name' => ['Name is required.']],
            'login' => ['email' => ['Unknown e-mail.']],
        ]);

        $this->inertiaGet('/_inertia/form')->assertJsonPath('props.errors', [
            'default' => ['name' => 'Name is required.'],
            'login' => ['email' => 'Unknown e-mail.'],
        ]);
    }

    public function test_a_named_bag_alone_is_keyed_by_its_name(): void
    {
        $this->withErrorBags(['login' => ['email' => ['Unknown e-mail.']]]);

        $this->inertiaGet('/_inertia/form')->assertJsonPath('props.errors', ['login' => ['email' => 'Unknown e-mail.']]);
    }

    public function test_the_error_bag_header_puts_the_default_bag_under_that_name(): void
    {
        $this->withErrorBags(['default' => ['name' => ['Name is required.']]]);

        $this->inertiaGet('/_inertia/form', ['X-Inertia-Error-Bag' => 'createUser'])
            ->assertJsonPath('props.errors', ['createUser' => ['name' => 'Name is required.']]);
    }

    public function test_a_failed_inertia_submission_redirects_back_with_the_errors(): void
    {
        $this->put('/_inertia/form', ['items' => [['qty' => 0]]], $this->inertiaHeaders(['Referer' => 'http://localhost/_inertia/form']))
            ->assertStatus(303)
            ->assertRedirect('/_inertia/form');

        $this->inertiaGet('/_inertia/form')->assertJsonPath('props.errors', [
            'name' => 'Name is required.',
            'items.0.qty' => 'Too few.',
        ]);
    }

    /**
     * @param  array<string, array<string, list<string>>>  $bags
     */
    private function withErrorBags(array $bags): void
    {
        $errors = new ViewErrorBag;
        foreach ($bags as $name => $messages) {
            $errors->put($name, new MessageBag($messages));
        }

        $this->withSession(['errors' => $errors]);
    }
}
