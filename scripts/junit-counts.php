<?php

declare(strict_types=1);

// Prints "<passed> <failed>" for a JUnit XML report (PHPUnit's or Vitest's); skipped tests count as neither.
$file = $argv[1] ?? '';
if (! is_file($file)) {
    exit(1);
}

$xml = simplexml_load_file($file);
if ($xml === false) {
    exit(1);
}

$tests = $failures = $skipped = 0;
foreach ($xml->xpath('//testcase') ?: [] as $case) {
    $tests++;
    if (isset($case->failure) || isset($case->error)) {
        $failures++;
    } elseif (isset($case->skipped)) {
        $skipped++;
    }
}

echo($tests - $failures - $skipped).' '.$failures.PHP_EOL;
