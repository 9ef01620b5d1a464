package dev.arbiter.report;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.NoSuchFileException;

/**
 * A report (or its temporary spool) could not be written: a full disk, a closed pipe, an I/O error. It is not a
 * bug and not a verdict about the logs, so the command line gives it an exit status of its own; its message names
 * where it could not write and why.
 */
public final class WriteFailed extends IOException {
    private static final long serialVersionUID = 1L;

    public WriteFailed(String where, IOException cause) {
        super("can't write " + where + ": " + reason(cause), cause);
    }

    /** An I/O failure in words for a diagnostic line. */
    public static String reason(IOException e) {
        if (e instanceof NoSuchFileException) {
            return "no such file or directory";
        }
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof java.nio.file.FileSystemException f && f.getReason() != null) {
            return f.getReason();  // its message repeats the path, which the line names already
        }
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }
}
