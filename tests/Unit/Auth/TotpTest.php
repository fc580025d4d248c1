<?php

declare(strict_types=1);

namespace Tests\Unit\Auth;

use App\Services\Auth\Totp;
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\Attributes\Test;
use PHPUnit\Framework\TestCase;

final class TotpTest extends TestCase
{
    private const RFC_KEY = '12345678901234567890';

    /** @return array<string, array{int, string}> */
    public static function rfc4226Vectors(): array
    {
        $codes = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489'];

        return array_combine(array_map(static fn (int $i): string => 'count '.$i, array_keys($codes)), array_map(null, array_keys($codes), $codes));
    }

    #[Test]
    #[DataProvider('rfc4226Vectors')]
    public function hotp_matches_the_rfc_4226_appendix_d_values(int $counter, string $code): void
    {
        $this->assertSame($code, Totp::hotp(self::RFC_KEY, $counter));
    }

    /** @return array<string, array{int, string}> */
    public static function rfc6238Vectors(): array
    {
        return [
            '59' => [59, '94287082'],
            '1111111109' => [1111111109, '07081804'],
            '1111111111' => [1111111111, '14050471'],
            '1234567890' => [1234567890, '89005924'],
            '2000000000' => [2000000000, '69279037'],
            '20000000000' => [20000000000, '65353130'],
        ];
    }

    #[Test]
    #[DataProvider('rfc6238Vectors')]
    public function totp_matches_the_rfc_6238_appendix_b_sha1_values(int $time, string $code): void
    {
        $secret = Totp::base32Encode(self::RFC_KEY);

        $this->assertSame($code, Totp::codeAt($secret, Totp::step($time), 8));
        $this->assertSame(substr($code, -6), Totp::codeAt($secret, Totp::step($time)));
    }

    #[Test]
    public function base32_round_trips_and_matches_rfc_4648(): void
    {
        $this->assertSame('MZXW6YTBOI', Totp::base32Encode('foobar'));
        $this->assertSame('foobar', Totp::base32Decode('mzxw 6ytb oi======'));
        $secret = Totp::generateSecret();
        $this->assertMatchesRegularExpression('/^[A-Z2-7]{32}$/', $secret);
        $this->assertSame(20, strlen(Totp::base32Decode($secret)));
    }

    #[Test]
    public function a_code_is_accepted_one_step_either_side_and_not_two(): void
    {
        $secret = Totp::base32Encode(self::RFC_KEY);
        $now = 1111111111;
        $step = Totp::step($now);

        $this->assertSame($step, Totp::matchingStep($secret, Totp::codeAt($secret, $step), $now));
        $this->assertSame($step - 1, Totp::matchingStep($secret, Totp::codeAt($secret, $step - 1), $now));
        $this->assertSame($step + 1, Totp::matchingStep($secret, Totp::codeAt($secret, $step + 1), $now));
        $this->assertNull(Totp::matchingStep($secret, Totp::codeAt($secret, $step - 2), $now));
        $this->assertNull(Totp::matchingStep($secret, Totp::codeAt($secret, $step + 2), $now));
        $this->assertNull(Totp::matchingStep($secret, 'abcdef', $now));
        $this->assertSame($step, Totp::matchingStep($secret, substr(Totp::codeAt($secret, $step), 0, 3).' '.substr(Totp::codeAt($secret, $step), 3), $now));
    }

    #[Test]
    public function the_uri_is_what_authenticator_apps_scan(): void
    {
        $this->assertSame(
            'otpauth://totp/Electro%20Shop:ana%40example.md?secret=ABC&issuer=Electro%20Shop&algorithm=SHA1&digits=6&period=30',
            Totp::uri('Electro Shop', 'ana@example.md', 'ABC'),
        );
    }
}
