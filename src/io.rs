//! Reading inputs and writing outputs safely.
//!
//! Outputs are written to a temporary file in the destination's directory and renamed into
//! place, so a failure never leaves a half-written file and readers never see one.

use std::io::{Read, Write};
use std::path::{Path, PathBuf};

/// An I/O failure, naming the file.
#[derive(Debug, thiserror::Error)]
#[error("{path}: error: {what}: {source}")]
pub struct IoError {
    pub path: String,
    pub what: &'static str,
    #[source]
    pub source: std::io::Error,
}

/// The display name of an input: `<stdin>` for `-`.
pub fn input_name(path: &Path) -> String {
    if path == Path::new("-") {
        "<stdin>".to_string()
    } else {
        path.display().to_string()
    }
}

/// The largest input read, in bytes: 64 MiB, some 700 times the largest sample. The IR takes
/// about 9 bytes of heap per input byte, so this bounds memory; `GFXOPT_MAX_INPUT_BYTES`
/// raises or lowers it.
pub const DEFAULT_MAX_INPUT: u64 = 64 << 20;

/// The input size limit in force: `GFXOPT_MAX_INPUT_BYTES` when set to a number, else
/// [`DEFAULT_MAX_INPUT`].
pub fn max_input() -> u64 {
    std::env::var("GFXOPT_MAX_INPUT_BYTES")
        .ok()
        .and_then(|v| v.trim().parse().ok())
        .unwrap_or(DEFAULT_MAX_INPUT)
}

/// Reads a file, or standard input for `-`; refuses more than [`max_input`] bytes without
/// reading them all.
pub fn read_input(path: &Path) -> Result<Vec<u8>, IoError> {
    let limit = max_input();
    let err = |source| IoError {
        path: input_name(path),
        what: "cannot read",
        source,
    };
    let mut buf = Vec::new();
    if path == Path::new("-") {
        std::io::stdin()
            .lock()
            .take(limit.saturating_add(1))
            .read_to_end(&mut buf)
            .map_err(err)?;
    } else {
        let f = std::fs::File::open(path).map_err(err)?;
        let len = f.metadata().map(|m| m.len()).unwrap_or(0);
        if len > limit {
            return Err(too_large(path, limit));
        }
        // Sized once: growing by doubling copied the text several times and touched twice
        // its pages (a tenth of `gfxopt parse`'s time on a 16 MB file).
        buf.reserve_exact(len as usize + 1);
        f.take(limit.saturating_add(1))
            .read_to_end(&mut buf)
            .map_err(err)?;
    }
    if buf.len() as u64 > limit {
        return Err(too_large(path, limit));
    }
    Ok(buf)
}

fn too_large(path: &Path, limit: u64) -> IoError {
    IoError {
        path: input_name(path),
        what: "input too large",
        source: std::io::Error::other(format!(
            "more than {limit} bytes (set GFXOPT_MAX_INPUT_BYTES to raise the limit)"
        )),
    }
}

/// Writes `data` to `path` atomically (temp file + rename); `-` writes standard output. A path
/// that exists and is not a regular file (`/dev/null`, a FIFO, a terminal) is written directly:
/// renaming over it would replace a device with a regular file.
pub fn write_output(path: &Path, data: &[u8]) -> Result<(), IoError> {
    write_output_with(path, |w| w.write_all(data))
}

/// [`write_output`] of what `write` writes, streamed (through a buffer) instead of built in
/// memory first: a printed module is as large as its input, a sixth of `optimize`'s peak.
pub fn write_output_with(
    path: &Path,
    write: impl FnOnce(&mut dyn Write) -> std::io::Result<()>,
) -> Result<(), IoError> {
    if path == Path::new("-") {
        let mut out = std::io::BufWriter::new(std::io::stdout().lock());
        return write(&mut out)
            .and_then(|_| out.flush())
            .map_err(|source| IoError {
                path: "<stdout>".into(),
                what: "cannot write",
                source,
            });
    }
    let err = |what: &'static str| {
        move |source| IoError {
            path: path.display().to_string(),
            what,
            source,
        }
    };
    // `metadata` follows symlinks: a link to a device is a device.
    if std::fs::metadata(path).is_ok_and(|m| !m.is_file() && !m.is_dir()) {
        let f = std::fs::OpenOptions::new()
            .write(true)
            .open(path)
            .map_err(err("cannot open"))?;
        let mut f = std::io::BufWriter::new(f);
        return write(&mut f)
            .and_then(|_| f.flush())
            .map_err(err("cannot write"));
    }
    let dir = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    };
    // A temporary file is private (0600); the result gets the permissions the file had, or
    // the usual 0644 for a new one.
    let mode = std::fs::metadata(path).map(|m| m.permissions()).ok();
    let mut tmp = tempfile::Builder::new()
        .prefix(".gfxopt-")
        .tempfile_in(&dir)
        .map_err(err("cannot create a temporary file next to"))?;
    let mut buffered = std::io::BufWriter::new(tmp.as_file_mut());
    write(&mut buffered)
        .and_then(|_| buffered.flush())
        .map_err(err("cannot write"))?;
    drop(buffered);
    tmp.as_file().sync_all().map_err(err("cannot write"))?;
    let perms = match mode {
        Some(p) => p,
        None => default_permissions(tmp.as_file())?,
    };
    tmp.as_file()
        .set_permissions(perms)
        .map_err(err("cannot set permissions of"))?;
    tmp.persist(path)
        .map_err(|e| e.error)
        .map_err(err("cannot replace"))?;
    Ok(())
}

#[cfg(unix)]
fn default_permissions(_: &std::fs::File) -> Result<std::fs::Permissions, IoError> {
    use std::os::unix::fs::PermissionsExt;
    Ok(std::fs::Permissions::from_mode(0o644))
}

#[cfg(not(unix))]
fn default_permissions(f: &std::fs::File) -> Result<std::fs::Permissions, IoError> {
    f.metadata()
        .map(|m| m.permissions())
        .map_err(|source| IoError {
            path: String::new(),
            what: "cannot read permissions of",
            source,
        })
}
