<?php

declare(strict_types=1);

namespace Tests\Feature\Platform;

use App\Listeners\MergeGuestDataOnLogin;
use App\Listeners\RestartAdminIdleClock;
use Illuminate\Auth\Events\Login;
use Illuminate\Support\Facades\Event;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

final class LoginListenersTest extends TestCase
{
    #[Test]
    public function signing_in_runs_each_listener_of_ours_exactly_once(): void
    {
        $ours = [];
        foreach (Event::getRawListeners()[Login::class] ?? [] as $listener) {
            $name = is_string($listener) ? $listener : (is_array($listener) && is_string($listener[0]) ? $listener[0] : null);
            if ($name !== null && str_starts_with($name, 'App\\')) {
                $ours[] = $name;
            }
        }

        // Event discovery names the method (Class@handle); an explicit Event::listen would add a second entry.
        $classes = array_map(static fn (string $name): string => (string) strtok($name, '@'), $ours);
        sort($classes);
        $this->assertSame([MergeGuestDataOnLogin::class, RestartAdminIdleClock::class], $classes, 'Login listeners of ours: '.implode(', ', $ours));
    }
}
