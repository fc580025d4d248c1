<?php

declare(strict_types=1);

namespace App\Http\Requests\Admin;

use Illuminate\Contracts\Validation\Factory as ValidationFactory;

/**
 * The query string of a back-office list (its search, filters, sort and page), for the list's form request. A value
 * its rules refuse is dropped before validation, so the list shows as if it had not been given: an old bookmark
 * (`?sort=stock`), a hand-typed `?page=-1` or an array where a word belongs (`?q[]=a`) opens the list with its
 * defaults instead of bouncing the staff member back to whatever page they came from.
 *
 * @phpstan-require-extends \Illuminate\Foundation\Http\FormRequest
 */
trait AdminListQuery
{
    public function authorize(): bool
    {
        return true;
    }

    /**
     * Drops the refused keys until the rest pass: a dropped key can make another one fail (`to` is compared with
     * `from`), so it checks again, at most once per key.
     */
    protected function prepareForValidation(): void
    {
        $input = $this->getInputSource();
        $validation = $this->container->make(ValidationFactory::class);

        for ($round = 0; $round <= count($input->keys()); $round++) {
            $errors = $validation->make($input->all(), $this->rules())->errors();
            if ($errors->isEmpty()) {
                return;
            }
            foreach ($errors->keys() as $key) {
                $input->remove(explode('.', $key, 2)[0]);
            }
        }
    }
}
