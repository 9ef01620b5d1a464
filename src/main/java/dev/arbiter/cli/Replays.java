package dev.arbiter.cli;

import dev.arbiter.Arbiter;
import dev.arbiter.LogResult;
import dev.arbiter.RuleInfo;

import java.io.IOException;
import java.io.InputStream;
import java.io.Writer;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code validate --replays DIR}: each log of the batch is played with the trace and its HTML replay written into
 * DIR, under a name made from the log's whole path so that two logs never share one; the verdict is the one that
 * play gives (the same as validating).
 */
final class Replays {
    private final Arbiter arbiter;
    private final Path dir;
    private final List<RuleInfo> rules;

    Replays(Arbiter arbiter, Path dir) {
        this.arbiter = arbiter;
        this.dir = dir;
        this.rules = arbiter.rules();
    }

    /** Plays one log, writing its replay page; never throws. */
    LogResult write(Inputs.Input input, InputStream stdin) {
        Path page = dir.resolve(fileName(input.name()));
        InputStream in;
        try {
            in = input.stdin() ? stdin : Files.newInputStream(input.file());
        } catch (IOException e) {
            return unreadable(input.name(), "can't read the file: " + Output.reason(e));
        }
        try (InputStream stream = in; Writer out = Files.newBufferedWriter(page, StandardCharsets.UTF_8)) {
            return HtmlReplay.write(arbiter, rules, input.name(), stream, out);
        } catch (IOException e) {
            return unreadable(input.name(), "can't write its replay " + page + ": " + Output.reason(e));
        }
    }

    private static LogResult unreadable(String name, String why) {
        return new LogResult(name, LogResult.Status.ERROR, 0, List.of(), new LogResult.Problem(0, 0, why));
    }

    /**
     * The page's file name for a log name: letters, digits, '.' and '-' are kept, '/' becomes '~', and every other
     * character (the '_' and '~' of the name too) becomes '_' and its code in hex, so that the mapping is one to one.
     */
    static String fileName(String log) {
        StringBuilder b = new StringBuilder();
        log.codePoints().forEach(c -> {
            if (c < 128 && (Character.isLetterOrDigit(c) || c == '.' || c == '-')) {
                b.append((char) c);
            } else if (c == '/') {
                b.append('~');
            } else {
                b.append('_').append(Integer.toHexString(c).toUpperCase(java.util.Locale.ROOT)).append('_');
            }
        });
        return b + ".html";
    }

    /** The address of a log's page relative to a report written to {@code report} (null: the working directory). */
    static java.util.function.Function<String, String> hrefs(Path dir, Path report) {
        Path from = report == null ? Path.of("").toAbsolutePath() : report.toAbsolutePath().getParent();
        Path rel = from.relativize(dir.toAbsolutePath());
        List<String> parts = new ArrayList<>();
        for (Path p : rel) {
            if (!p.toString().isEmpty()) {
                parts.add(URLEncoder.encode(p.toString(), StandardCharsets.UTF_8).replace("+", "%20"));
            }
        }
        String prefix = parts.isEmpty() ? "" : String.join("/", parts) + "/";
        return log -> prefix + fileName(log);
    }
}
