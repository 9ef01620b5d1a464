package dev.arbiter.report;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;

import static org.assertj.core.api.Assertions.assertThat;

/** A write failure names where once and why in words. */
class WriteFailedTest {
    @Test
    void a_file_system_failure_names_the_path_once() {
        // an immutable directory (chattr +i): the JDK's message is "out/g1.jsonl: Operation not permitted"
        assertThat(new WriteFailed("out/g1.jsonl", new FileSystemException("out/g1.jsonl", null,
                "Operation not permitted")).getMessage()).isEqualTo("can't write out/g1.jsonl: Operation not permitted");
        assertThat(new WriteFailed("out/g1.jsonl", new AccessDeniedException("out/g1.jsonl")).getMessage())
                .isEqualTo("can't write out/g1.jsonl: permission denied");
    }

    @Test
    void another_failure_keeps_its_own_message() {
        assertThat(new WriteFailed("standard output", new IOException("No space left on device")).getMessage())
                .isEqualTo("can't write standard output: No space left on device");
    }
}
