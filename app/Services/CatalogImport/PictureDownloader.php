<?php

declare(strict_types=1);

namespace App\Services\CatalogImport;

use GuzzleHttp\Client;
use GuzzleHttp\Exception\GuzzleException;
use GuzzleHttp\RequestOptions;
use Psr\Http\Message\ResponseInterface;

/**
 * Downloads a picture named by URL in an import file, safely for a server that can reach private networks (SSRF):
 * only http and https; the host is resolved once and every address it has must be public (no loopback, private,
 * link-local — the cloud's metadata address 169.254.169.254 among them —, carrier-grade NAT, multicast or reserved
 * ranges, IPv4 or IPv6), and the connection is pinned to that checked address (curl's RESOLVE), so a DNS answer that
 * changes between the check and the request cannot point it inside. Redirects are followed by hand, at most three, each
 * checked the same way. The body is streamed to a file and cut off past `catalog_import.pictures.max_kilobytes`, with
 * a connect and a total timeout. `allow_hosts` (config) lists hosts exempt from the address check — for an internal
 * mirror, and for the tests' local server; empty by default.
 *
 * Returns null on success (the file at $target), else the reason's code (an ImportError code).
 */
final class PictureDownloader
{
    private const MAX_REDIRECTS = 3;

    public function __construct(private readonly ?Client $client = null)
    {
    }

    public function download(string $url, string $target): ?string
    {
        for ($hop = 0; $hop <= self::MAX_REDIRECTS; $hop++) {
            $parts = parse_url($url);
            if (! is_array($parts)) {
                return 'picture_url_scheme';
            }
            $scheme = strtolower($parts['scheme'] ?? '');
            $host = $parts['host'] ?? '';
            if (! in_array($scheme, ['http', 'https'], true) || $host === '' || isset($parts['user']) || isset($parts['pass'])) {
                return 'picture_url_scheme';
            }
            $port = $parts['port'] ?? ($scheme === 'https' ? 443 : 80);
            $address = $this->address($host);
            if ($address === null) {
                return 'picture_url_host';
            }
            $result = $this->fetch($url, $host, $port, $address, $target);
            if (is_string($result)) {
                return $result;
            }
            $status = $result->getStatusCode();
            if ($status >= 300 && $status < 400 && $result->hasHeader('Location')) {
                $url = self::resolveLocation($url, $result->getHeaderLine('Location'));

                continue;
            }

            return $status === 200 ? null : 'picture_url_status';
        }

        return 'picture_url_redirects';
    }

    /**
     * The address to connect to: the host's first address when every one it has is public (or the host is allowed).
     */
    public function address(string $host): ?string
    {
        $host = strtolower(trim($host, '[]'));
        $allowed = in_array($host, array_map('strtolower', (array) config('catalog_import.pictures.allow_hosts')), true);
        if (filter_var($host, FILTER_VALIDATE_IP) !== false) {
            $addresses = [$host];
        } else {
            $addresses = [];
            foreach ([DNS_A, DNS_AAAA] as $type) {
                $records = @dns_get_record($host, $type);
                foreach ($records === false ? [] : $records as $record) {
                    $ip = $record['ip'] ?? $record['ipv6'] ?? null;
                    if (is_string($ip)) {
                        $addresses[] = $ip;
                    }
                }
            }
            if ($addresses === []) {
                $resolved = @gethostbynamel($host);
                $addresses = $resolved === false ? [] : $resolved;
            }
        }
        if ($addresses === []) {
            return null;
        }
        foreach ($addresses as $ip) {
            if (! $allowed && ! self::isPublic($ip)) {
                return null;
            }
        }

        return $addresses[0];
    }

    /** Whether an address is on the public internet: not loopback, private, link-local, shared, reserved or multicast. */
    public static function isPublic(string $ip): bool
    {
        if (filter_var($ip, FILTER_VALIDATE_IP) === false) {
            return false;
        }
        // An IPv4 address written as IPv6 (::ffff:127.0.0.1) is judged as the IPv4 one.
        if (preg_match('/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i', $ip, $mapped) === 1) {
            $ip = $mapped[1];
        }
        if (filter_var($ip, FILTER_VALIDATE_IP, FILTER_FLAG_NO_PRIV_RANGE | FILTER_FLAG_NO_RES_RANGE) === false) {
            return false;
        }
        $blocked = [
            '0.0.0.0/8', '10.0.0.0/8', '100.64.0.0/10', '127.0.0.0/8', '169.254.0.0/16', '172.16.0.0/12', '192.0.0.0/24',
            '192.0.2.0/24', '192.168.0.0/16', '198.18.0.0/15', '198.51.100.0/24', '203.0.113.0/24', '224.0.0.0/3',
            '::/127', 'fc00::/7', 'fe80::/10', 'ff00::/8', '64:ff9b::/96', '2001:db8::/32',
        ];
        foreach ($blocked as $range) {
            if (self::inRange($ip, $range)) {
                return false;
            }
        }

        return true;
    }

    private static function inRange(string $ip, string $range): bool
    {
        [$subnet, $bits] = explode('/', $range);
        $ipBytes = (string) @inet_pton($ip);
        $subnetBytes = (string) @inet_pton($subnet);
        if ($ipBytes === '' || strlen($ipBytes) !== strlen($subnetBytes)) {
            return false;
        }
        $bits = (int) $bits;
        $whole = intdiv($bits, 8);
        if (substr($ipBytes, 0, $whole) !== substr($subnetBytes, 0, $whole)) {
            return false;
        }
        $rest = $bits % 8;
        if ($rest === 0) {
            return true;
        }
        $mask = (0xFF << (8 - $rest)) & 0xFF;

        return (ord($ipBytes[$whole]) & $mask) === (ord($subnetBytes[$whole]) & $mask);
    }

    private function fetch(string $url, string $host, int $port, string $address, string $target): ResponseInterface|string
    {
        $max = (int) config('catalog_import.pictures.max_kilobytes') * 1024;
        $client = $this->client ?? new Client();
        try {
            $response = $client->request('GET', $url, [
                RequestOptions::ALLOW_REDIRECTS => false,
                RequestOptions::CONNECT_TIMEOUT => (float) config('catalog_import.pictures.connect_timeout'),
                RequestOptions::TIMEOUT => (float) config('catalog_import.pictures.timeout'),
                RequestOptions::HTTP_ERRORS => false,
                RequestOptions::SINK => $target,
                RequestOptions::HEADERS => ['User-Agent' => 'ShopCatalogImport/1.0', 'Accept' => 'image/*'],
                RequestOptions::ON_HEADERS => static function (ResponseInterface $response) use ($max): void {
                    if ((int) $response->getHeaderLine('Content-Length') > $max) {
                        throw new \RuntimeException('picture_too_large');
                    }
                },
                RequestOptions::PROGRESS => static function (int $total, int $downloaded) use ($max): void {
                    if ($downloaded > $max) {
                        throw new \RuntimeException('picture_too_large');
                    }
                },
                'curl' => [
                    // Connect to the address checked above, whatever the name resolves to by now.
                    CURLOPT_RESOLVE => [$host.':'.$port.':'.(str_contains($address, ':') ? '['.$address.']' : $address)],
                    CURLOPT_PROTOCOLS => CURLPROTO_HTTP | CURLPROTO_HTTPS,
                ],
            ]);
        } catch (GuzzleException|\RuntimeException $exception) {
            @unlink($target);
            $previous = $exception->getPrevious();

            return str_contains($exception->getMessage(), 'picture_too_large') || ($previous !== null && str_contains($previous->getMessage(), 'picture_too_large'))
                ? 'picture_too_large' : 'picture_url_failed';
        }
        if (is_file($target) && (int) filesize($target) > $max) {
            @unlink($target);

            return 'picture_too_large';
        }

        return $response;
    }

    private static function resolveLocation(string $base, string $location): string
    {
        if (preg_match('~^[a-z][a-z0-9+.-]*:~i', $location) === 1) {
            return $location;
        }
        $parts = parse_url($base);
        $origin = ($parts['scheme'] ?? 'http').'://'.($parts['host'] ?? '').(isset($parts['port']) ? ':'.$parts['port'] : '');
        if (str_starts_with($location, '//')) {
            return ($parts['scheme'] ?? 'http').':'.$location;
        }
        if (str_starts_with($location, '/')) {
            return $origin.$location;
        }
        $path = $parts['path'] ?? '/';

        return $origin.substr($path, 0, (int) strrpos($path, '/') + 1).$location;
    }
}
