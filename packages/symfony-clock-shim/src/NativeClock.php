<?php

declare(strict_types=1);

namespace Symfony\Component\Clock;

/**
 * A clock backed by the system clock, as symfony/clock's NativeClock.
 */
final class NativeClock implements ClockInterface
{
    private \DateTimeZone $timezone;

    public function __construct(\DateTimeZone|string|null $timezone = null)
    {
        $this->timezone = self::toTimeZone($timezone ?? date_default_timezone_get());
    }

    public function now(): \DateTimeImmutable
    {
        return new \DateTimeImmutable('now', $this->timezone);
    }

    public function sleep(float|int $seconds): void
    {
        if ($seconds <= 0) {
            return;
        }

        $whole = (int) floor($seconds);
        if ($whole > 0) {
            sleep($whole);
        }

        $micro = (int) round(($seconds - $whole) * 1_000_000);
        if ($micro > 0) {
            usleep($micro);
        }
    }

    public function withTimeZone(\DateTimeZone|string $timezone): static
    {
        $clone = clone $this;
        $clone->timezone = self::toTimeZone($timezone);

        return $clone;
    }

    private static function toTimeZone(\DateTimeZone|string $timezone): \DateTimeZone
    {
        if ($timezone instanceof \DateTimeZone) {
            return $timezone;
        }

        try {
            return new \DateTimeZone($timezone);
        } catch (\Exception $e) {
            throw new \InvalidArgumentException($e->getMessage(), 0, $e);
        }
    }
}
