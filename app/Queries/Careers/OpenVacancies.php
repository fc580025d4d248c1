<?php

declare(strict_types=1);

namespace App\Queries\Careers;

use App\Models\Vacancy;
use Illuminate\Database\Eloquent\Collection;

/** The open vacancies in the shop's order; closed ones are not listed. */
final class OpenVacancies
{
    /**
     * @return Collection<int, Vacancy>
     */
    public function get(): Collection
    {
        /** @var Collection<int, Vacancy> $vacancies */
        $vacancies = Vacancy::scopeOpen(Vacancy::query())->orderBy('sort')->orderBy('id')->get();

        return $vacancies;
    }
}
