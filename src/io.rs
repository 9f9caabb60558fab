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
/// about 8 bytes of heap per input byte, so this bounds memory; `GFXOPT_MAX_INPUT_BYTES`
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

/// The size of the pieces [`read_line_pieces`] maps or reads at a time: large enough that
/// the system calls are few, small enough to stay in the cache (and, mapped, to add little to
/// the process's resident memory).
const PIECE_BYTES: usize = 1 << 20;

/// Reads a file (not standard input) in pieces and hands `each` its text in pieces of whole
/// lines, in order (only the file's last line may lack its line ending); refuses more than
/// [`max_input`] bytes like [`read_input`]. Returns the number of bytes read.
///
/// A regular file is mapped a piece at a time, so its bytes are read where the kernel holds
/// them instead of copied out first (that copy was 5% of `gfxopt parse`'s time on a 16 MB
/// file); anything else, or a file that cannot be mapped, is read through one reused buffer
/// (reading a whole file into a new buffer cost a third of `gfxopt parse`'s time, most of it
/// the kernel zeroing the buffer's fresh pages).
pub fn read_line_pieces<E: From<IoError>>(
    path: &Path,
    mut each: impl FnMut(&[u8]) -> Result<(), E>,
) -> Result<u64, E> {
    let limit = max_input();
    let err = |source| IoError {
        path: input_name(path),
        what: "cannot read",
        source,
    };
    let f = std::fs::File::open(path).map_err(err)?;
    let meta = f.metadata().map_err(err)?;
    if meta.is_file() {
        if meta.len() > limit {
            return Err(too_large(path, limit).into());
        }
        if let Some(read) = map_line_pieces(&f, meta.len(), &mut each) {
            return read.map_err(|e| match e {
                Mapped::Io(e) => err(e).into(),
                Mapped::Each(e) => e,
            });
        }
    }
    read_pieces(path, f, limit, each)
}

/// Why [`map_line_pieces`] stopped: a mapping failed, or `each` did.
enum Mapped<E> {
    Io(std::io::Error),
    Each(E),
}

/// [`read_line_pieces`] of the first `len` bytes of the regular file `f`, mapped a piece at a
/// time; `None` (nothing handed out) when the file cannot be mapped at all.
fn map_line_pieces<E>(
    f: &std::fs::File,
    len: u64,
    each: &mut impl FnMut(&[u8]) -> Result<(), E>,
) -> Option<Result<u64, Mapped<E>>> {
    let (mut pos, mut window) = (0u64, PIECE_BYTES as u64);
    while pos < len {
        let n = window.min(len - pos);
        // SAFETY: the map is only read, and only within `len`, the file's size when it was
        // opened. Another process may still change the file while it is mapped: changed
        // bytes are read as they are now (as `read` would have), and a file truncated below a
        // mapped page makes reading that page a SIGBUS, which ends the process. That happens
        // while the input is checked, before any output file exists (`gfxopt parse` writes
        // its output after, through a temporary file), so it can leave no half-written
        // output; the copy to the output then checks the length it copied.
        let map = unsafe {
            memmap2::MmapOptions::new()
                .offset(pos)
                .len(n as usize)
                .populate()
                .map(f)
        };
        let map = match map {
            Ok(map) => map,
            Err(_) if pos == 0 => return None,
            Err(e) => return Some(Err(Mapped::Io(e))),
        };
        let whole = if pos + n == len {
            map.len()
        } else {
            match memchr::memrchr(b'\n', &map) {
                Some(i) => i + 1,
                None => {
                    // One line longer than the window: map more to hold it whole.
                    window *= 2;
                    continue;
                }
            }
        };
        if let Err(e) = each(&map[..whole]) {
            return Some(Err(Mapped::Each(e)));
        }
        pos += whole as u64;
    }
    Some(Ok(len))
}

/// [`read_line_pieces`] through one reused buffer, from the open file `f`.
fn read_pieces<E: From<IoError>>(
    path: &Path,
    mut f: std::fs::File,
    limit: u64,
    mut each: impl FnMut(&[u8]) -> Result<(), E>,
) -> Result<u64, E> {
    let err = |source| IoError {
        path: input_name(path),
        what: "cannot read",
        source,
    };
    let mut buf = vec![0u8; PIECE_BYTES];
    // `buf[..held]` is text read but not yet handed out: the start of an unfinished line.
    let (mut held, mut total) = (0usize, 0u64);
    loop {
        if held == buf.len() {
            // One line longer than the buffer: grow it to hold the line whole.
            buf.resize(buf.len() * 2, 0);
        }
        let n = match f.read(&mut buf[held..]) {
            Ok(n) => n,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(err(e).into()),
        };
        total += n as u64;
        if total > limit {
            return Err(too_large(path, limit).into());
        }
        let end = held + n;
        if n == 0 {
            if end > 0 {
                each(&buf[..end])?;
            }
            return Ok(total);
        }
        let whole = memchr::memrchr(b'\n', &buf[held..end]).map(|i| held + i + 1);
        match whole {
            Some(cut) => {
                each(&buf[..cut])?;
                buf.copy_within(cut..end, 0);
                held = end - cut;
            }
            None => held = end,
        }
    }
}

/// Writes the first `len` bytes of the file `src` to `path` as [`write_output`] does (atomically,
/// `-` for standard output); an error if the file no longer has them (it changed since it was
/// read). The bytes go from file to output inside the kernel (`std::io::copy` uses
/// `copy_file_range`, `sendfile` or `splice` between files, pipes and devices), not through a
/// buffer of ours: copying them out and back in was a tenth of `gfxopt parse`'s time.
pub fn copy_file_prefix(path: &Path, src: &Path, len: u64) -> Result<(), IoError> {
    write_output_sink(path, |sink| {
        let mut f = std::fs::File::open(src)?.take(len);
        let copied = match sink {
            Sink::Stdout(mut out) => std::io::copy(&mut f, &mut out)?,
            Sink::File(out) => std::io::copy(&mut f, out)?,
        };
        if copied != len {
            return Err(std::io::Error::other(format!(
                "{} changed while it was read",
                src.display()
            )));
        }
        Ok(())
    })
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
    write_output_sink(path, |sink| match sink {
        Sink::Stdout(out) => {
            let mut out = std::io::BufWriter::new(out);
            write(&mut out)?;
            out.flush()
        }
        Sink::File(f) => {
            let mut out = std::io::BufWriter::new(f);
            write(&mut out)?;
            out.flush()
        }
    })
}

/// Where [`write_output_sink`] hands its writer the output: unbuffered, so that a copy from a
/// file can be done by the kernel.
enum Sink<'a> {
    Stdout(std::io::StdoutLock<'static>),
    /// The device written directly, or the temporary file renamed into place after.
    File(&'a mut std::fs::File),
}

/// [`write_output`] of what `write` writes to the [`Sink`] it is given. An error leaves no
/// file: the temporary one is removed.
fn write_output_sink(
    path: &Path,
    write: impl FnOnce(Sink<'_>) -> std::io::Result<()>,
) -> Result<(), IoError> {
    if path == Path::new("-") {
        return write(Sink::Stdout(std::io::stdout().lock())).map_err(|source| IoError {
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
        let mut f = std::fs::OpenOptions::new()
            .write(true)
            .open(path)
            .map_err(err("cannot open"))?;
        return write(Sink::File(&mut f)).map_err(err("cannot write"));
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
    write(Sink::File(tmp.as_file_mut())).map_err(err("cannot write"))?;
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
