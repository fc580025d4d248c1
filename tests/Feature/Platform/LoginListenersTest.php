<?php

declare(strict_types=1);

namespace Tests\Feature\Platform;

use App\Listeners\MergeGuestDataOnLogin;
use Illuminate\Auth\Events\Login;
use Illuminate\Support\Facades\Event;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

final class LoginListenersTest extends TestCase
{
    #[Test]
    public function signing_in_runs_exactly_one_listener_of_ours(): void
    {
        $ours = [];
        foreach (Event::getRawListeners()[Login::class] ?? [] as $listener) {
            $name = is_string($listener) ? $listener : (is_array($listener) && is_string($listener[0]) ? $listener[0] : null);
            if ($name !== null && str_starts_with($name, 'App\\')) {
                $ours[] = $name;
            }
        }

        // Event discovery names the method (Class@handle); an explicit Event::listen would add a second entry.
        $this->assertCount(1, $ours, 'Login listeners of ours: '.implode(', ', $ours));
        $this->assertSame(MergeGuestDataOnLogin::class, strtok($ours[0], '@'));
    }
}
