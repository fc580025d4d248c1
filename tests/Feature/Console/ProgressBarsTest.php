<?php

declare(strict_types=1);

namespace Tests\Feature\Console;

use Database\Seeders\DatabaseSeeder;
use Illuminate\Support\Facades\Artisan;
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\Attributes\Test;
use Symfony\Component\Console\Output\BufferedOutput;
use Symfony\Component\Console\Output\OutputInterface;
use Tests\TestCase;

/**
 * Long artisan jobs draw a progress bar on a terminal (a decorated output) and print none in cron, CI or a log.
 */
final class ProgressBarsTest extends TestCase
{
    /** @return array<string, array{string, array<string, mixed>}> */
    public static function commands(): array
    {
        return [
            'search:reindex' => ['search:reindex', []],
            'catalog:export' => ['catalog:export', ['file' => 'php://memory']],
            'catalog:generate' => ['catalog:generate', ['count' => 5]],
        ];
    }

    #[Test]
    #[DataProvider('commands')]
    public function a_terminal_gets_a_progress_bar(string $command, array $arguments): void
    {
        $this->seed(DatabaseSeeder::class);

        $output = $this->runCommand($command, $arguments, decorated: true);

        $this->assertMatchesRegularExpression('/\d+(\/\d+)? \[[=>\-]+\]/', $output);
    }

    #[Test]
    #[DataProvider('commands')]
    public function cron_and_ci_get_no_progress_bar(string $command, array $arguments): void
    {
        $this->seed(DatabaseSeeder::class);

        $output = $this->runCommand($command, $arguments, decorated: false);

        $this->assertDoesNotMatchRegularExpression('/\[[=>\-]+\]/', $output);
        $this->assertStringNotContainsString("\r", $output);
        $this->assertStringNotContainsString("\e[", $output);
    }

    #[Test]
    public function quiet_means_no_bar_even_on_a_terminal(): void
    {
        $this->seed(DatabaseSeeder::class);
        $output = new BufferedOutput(OutputInterface::VERBOSITY_QUIET, true);

        $this->assertSame(0, Artisan::call('search:reindex', [], $output));
        $this->assertSame('', $output->fetch());
    }

    /** @param  array<string, mixed>  $arguments */
    private function runCommand(string $command, array $arguments, bool $decorated): string
    {
        $output = new BufferedOutput(OutputInterface::VERBOSITY_NORMAL, $decorated);
        $this->assertSame(0, Artisan::call($command, $arguments, $output));

        return $output->fetch();
    }
}
