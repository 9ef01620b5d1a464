package example;

import dev.arbiter.Arbiter;
import dev.arbiter.Finding;
import dev.arbiter.LogProblemException;
import dev.arbiter.LogResult;
import dev.arbiter.Replay;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

/** Checks the game logs named on its command line, then replays the first one step by step. */
public class JudgeTool {
    public static void main(String[] args) throws IOException {
        // loads the compiled rule base once (a second or two); one arbiter serves every thread
        Arbiter arbiter = Arbiter.builder()
                .timeBudget(Duration.ofSeconds(10))   // a log that takes longer gets status ERROR
                .build();

        for (String log : args) {
            LogResult result = arbiter.validate(Path.of(log));   // never throws for a bad log
            System.out.println(log + ": " + result.status());
            for (Finding f : result.findings()) {
                System.out.println("  line " + f.line() + ": " + f.rule() + " " + f.message());
            }
            if (result.error() != null) {
                System.out.println("  line " + result.error().line() + ": " + result.error().message());
            }
        }

        // step through a log, looking at the game between steps
        try (InputStream in = Files.newInputStream(Path.of(args[0]));
             Replay replay = arbiter.open(args[0], in)) {
            Replay.Step step;
            while ((step = replay.next()) != null) {
                Replay.Turn turn = replay.currentTurn();
                System.out.println("line " + step.line() + ": turn " + turn.number() + " " + turn.step()
                        + ", stack " + replay.stackEntries() + ", " + step.findings().size() + " findings");
            }
            // checks made once the log has ended belong to no step; findings() has every step's and those
            System.out.println("in all: " + replay.findings().size() + " findings");
        } catch (LogProblemException e) {
            System.out.println("can't replay: " + e.getMessage());
        }
    }
}
