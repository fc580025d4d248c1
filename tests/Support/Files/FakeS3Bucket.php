<?php

declare(strict_types=1);

namespace Tests\Support\Files;

use Aws\Api\DateTimeResult;
use Aws\CommandInterface;
use Aws\Result;
use Aws\S3\Exception\S3Exception;
use GuzzleHttp\Promise\Create;
use GuzzleHttp\Promise\PromiseInterface;
use GuzzleHttp\Psr7\Response;
use Psr\Http\Message\RequestInterface;
use Psr\Http\Message\StreamInterface;

/**
 * An S3 bucket in memory, answering the AWS SDK's commands in place of the network (the S3 client's `handler`
 * option): the object operations Flysystem's S3 adapter uses — put, get, head, copy, delete, and the listings by prefix
 * with or without a delimiter. The requests are built and signed by the SDK as for a real service; only the transport
 * is replaced. Several disks (several "app servers") given the same instance share its objects.
 */
final class FakeS3Bucket
{
    /** @var array<string, array{body: string, type: string, modified: int}> by key */
    private array $objects = [];

    /** @var list<string> the commands received, in order, as "Name key" */
    public array $log = [];

    public function __construct(public readonly string $name = 'shop-files')
    {
    }

    /** @return list<string> */
    public function keys(): array
    {
        $keys = array_keys($this->objects);
        sort($keys);

        return $keys;
    }

    public function body(string $key): ?string
    {
        return $this->objects[$key]['body'] ?? null;
    }

    public function __invoke(CommandInterface $command, ?RequestInterface $request = null): PromiseInterface
    {
        $key = isset($command['Key']) ? (string) $command['Key'] : '';
        $this->log[] = trim($command->getName().' '.$key);
        if (isset($command['Bucket']) && $command['Bucket'] !== $this->name) {
            return $this->error($command, 'NoSuchBucket', 404);
        }

        return match ($command->getName()) {
            'PutObject' => $this->put($key, self::read($command['Body']), (string) ($command['ContentType'] ?? 'application/octet-stream')),
            'HeadObject' => isset($this->objects[$key]) ? Create::promiseFor(new Result($this->metadata($key))) : $this->error($command, 'NotFound', 404),
            'GetObject' => isset($this->objects[$key])
                ? Create::promiseFor(new Result(['Body' => \GuzzleHttp\Psr7\Utils::streamFor($this->objects[$key]['body'])] + $this->metadata($key)))
                : $this->error($command, 'NoSuchKey', 404),
            'CopyObject' => $this->copy($command, $key),
            'DeleteObject' => $this->delete([$key]),
            'DeleteObjects' => $this->delete(array_map(static fn (array $object): string => (string) $object['Key'], (array) ($command['Delete']['Objects'] ?? []))),
            'ListObjects', 'ListObjectsV2' => Create::promiseFor(new Result($this->list((string) ($command['Prefix'] ?? ''), isset($command['Delimiter']) ? (string) $command['Delimiter'] : null))),
            default => $this->error($command, 'NotImplemented', 501),
        };
    }

    private function put(string $key, string $body, string $type): PromiseInterface
    {
        $this->objects[$key] = ['body' => $body, 'type' => $type, 'modified' => time()];

        return Create::promiseFor(new Result(['ETag' => '"'.md5($body).'"']));
    }

    private function copy(CommandInterface $command, string $key): PromiseInterface
    {
        $source = rawurldecode(ltrim((string) $command['CopySource'], '/'));
        $source = (string) preg_replace('/\?versionId=.*$/', '', substr($source, strlen($this->name) + 1));
        if (! isset($this->objects[$source])) {
            return $this->error($command, 'NoSuchKey', 404);
        }
        $this->objects[$key] = ['modified' => time()] + $this->objects[$source];

        return Create::promiseFor(new Result(['CopyObjectResult' => ['ETag' => '"'.md5($this->objects[$key]['body']).'"']]));
    }

    /** @param  list<string>  $keys */
    private function delete(array $keys): PromiseInterface
    {
        foreach ($keys as $key) {
            unset($this->objects[$key]);
        }

        return Create::promiseFor(new Result(['Deleted' => array_map(static fn (string $key): array => ['Key' => $key], $keys)]));
    }

    /** @return array<string, mixed> */
    private function list(string $prefix, ?string $delimiter): array
    {
        $contents = [];
        $prefixes = [];
        foreach ($this->keys() as $key) {
            if (! str_starts_with($key, $prefix)) {
                continue;
            }
            $rest = substr($key, strlen($prefix));
            if ($delimiter !== null && ($at = strpos($rest, $delimiter)) !== false) {
                $prefixes[$prefix.substr($rest, 0, $at + 1)] = true;

                continue;
            }
            $contents[] = ['Key' => $key, 'Size' => strlen($this->objects[$key]['body']), 'LastModified' => new DateTimeResult('@'.$this->objects[$key]['modified'])];
        }

        // As S3 answers: an empty list has no Contents or CommonPrefixes at all (Flysystem tells folders by that).
        return array_filter([
            'IsTruncated' => false,
            'Contents' => $contents,
            'CommonPrefixes' => array_map(static fn (string $common): array => ['Prefix' => $common], array_keys($prefixes)),
            'KeyCount' => count($contents) + count($prefixes),
        ], static fn (mixed $value): bool => $value !== []);
    }

    /** @return array<string, mixed> */
    private function metadata(string $key): array
    {
        return [
            'ContentLength' => strlen($this->objects[$key]['body']),
            'ContentType' => $this->objects[$key]['type'],
            'LastModified' => new DateTimeResult('@'.$this->objects[$key]['modified']),
            'ETag' => '"'.md5($this->objects[$key]['body']).'"',
        ];
    }

    private function error(CommandInterface $command, string $code, int $status): PromiseInterface
    {
        return Create::rejectionFor(new S3Exception($code, $command, ['code' => $code, 'response' => new Response($status)]));
    }

    private static function read(mixed $body): string
    {
        if ($body instanceof StreamInterface) {
            if ($body->isSeekable()) {
                $body->rewind();
            }

            return $body->getContents();
        }
        if (is_resource($body)) {
            return (string) stream_get_contents($body);
        }

        return (string) $body;
    }
}
