package dev.arbiter.cli;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * bin/tier.bash, which JIT tiers bin/arbiter runs a command with: the quick tier alone for a short run (what its files
 * hold to read under 768 KiB, a Player.log counted at a 32nd) and for a batch of several logs up to 8 MiB with two
 * or more workers; an option's value is never taken for a file to read.
 */
class QuickTierTest {
    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', value = {
            "validate small.jsonl                          | quick",
            "validate big.jsonl                            | both",
            "validate -o report.json big.jsonl             | both",
            "validate --output report.json big.jsonl       | both",
            "validate -f json --rules rules big.jsonl      | both",
            "validate --replays rules big.jsonl            | both",
            "validate Player.log                           | quick",
            "validate huge.log                             | both",
            "validate big.jsonl big2.jsonl                 | quick",
            "validate -j 1 big.jsonl big2.jsonl            | both",
            "validate -j1 big.jsonl big2.jsonl             | both",
            "validate --jobs 1 big.jsonl big2.jsonl        | both",
            "validate --jobs=1 big.jsonl big2.jsonl        | both",
            "validate -j 2 big.jsonl big2.jsonl            | quick",
            "validate -                                    | both",
            "validate -- -o                                | quick"})
    void picks_the_tiers_from_what_the_files_hold(String args, String tiers) throws IOException, InterruptedException {
        sized("small.jsonl", 100_000);
        sized("big.jsonl", 1_000_000);
        sized("big2.jsonl", 1_000_000);
        sized("report.json", 1_000_000);
        sized("Player.log", 13_000_000);  // an MTG Arena session: a 32nd is 406 KB
        sized("huge.log", 32_000_000);
        sized("-o", 100_000);             // after "--", a file of that name
        Files.createDirectories(dir.resolve("rules"));
        sized("rules/a.drl", 1_000_000);
        List<String> command = new ArrayList<>(List.of("bash", "-c",
                "cd \"$1\" && shift && source \"$0\" && if quick_tier \"$@\"; then echo quick; else echo both; fi",
                Path.of("bin/tier.bash").toAbsolutePath().toString(), dir.toString()));
        command.addAll(List.of(args.split(" ")));
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        assertThat(p.waitFor()).isZero();
        assertThat(out).isEqualTo(tiers);
    }

    private void sized(String name, long bytes) throws IOException {
        try (RandomAccessFile f = new RandomAccessFile(dir.resolve(name).toFile(), "rw")) {
            f.setLength(bytes);
        }
    }
}
