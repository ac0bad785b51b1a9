from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.batch_detail_audience import BatchDetailAudience
    from ..models.batch_detail_counts import BatchDetailCounts
    from ..models.batch_detail_user_type_0 import BatchDetailUserType0


T = TypeVar("T", bound="BatchDetail")


@_attrs_define
class BatchDetail:
    """A batch with its messages counted by status: its live progress

    Attributes:
        id (int):
        channel (Literal['chat'] | Literal['sms']):
        kind (Literal['birthday'] | Literal['bulk'] | Literal['group'] | Literal['resend'] | Literal['single'] |
            Literal['stage']):
        audience (BatchDetailAudience): Who it went to, as recorded at acceptance: `{type: "numbers", count}`, `{type:
            "group", group_id, group_name}`, `{type: "birthdays", day}`, `{type: "resend", source_batch_id, statuses}` or a
            stage's audience; a chat list adds its template
        status (Literal['cancelled'] | Literal['completed'] | Literal['failed'] | Literal['held'] | Literal['queued'] |
            Literal['scheduled'] | Literal['sending']):
        total (int): Recipients accepted (those who opted out excluded)
        credits_ (int): Credits billed at acceptance
        submitted (int): Messages the provider took
        failed (int): Messages that failed before the provider took them
        cancelled (int): Messages cancelled and refunded
        opted_out (int): Recipients left out at acceptance because they had opted out (never billed)
        failure_reason (None | str):
        scheduled_at (datetime.datetime | None):
        completed_at (datetime.datetime | None):
        cancelled_at (datetime.datetime | None):
        user (BatchDetailUserType0 | None):
        created_at (datetime.datetime):
        counts (BatchDetailCounts): Its messages by status (submitting and accepted count as queued), plus `pending` for
            recipients not yet written as messages and `opted_out` for those left out
    """

    id: int
    channel: Literal["chat"] | Literal["sms"]
    kind: (
        Literal["birthday"]
        | Literal["bulk"]
        | Literal["group"]
        | Literal["resend"]
        | Literal["single"]
        | Literal["stage"]
    )
    audience: BatchDetailAudience
    status: (
        Literal["cancelled"]
        | Literal["completed"]
        | Literal["failed"]
        | Literal["held"]
        | Literal["queued"]
        | Literal["scheduled"]
        | Literal["sending"]
    )
    total: int
    credits_: int
    submitted: int
    failed: int
    cancelled: int
    opted_out: int
    failure_reason: None | str
    scheduled_at: datetime.datetime | None
    completed_at: datetime.datetime | None
    cancelled_at: datetime.datetime | None
    user: BatchDetailUserType0 | None
    created_at: datetime.datetime
    counts: BatchDetailCounts

    def to_dict(self) -> dict[str, Any]:
        from ..models.batch_detail_user_type_0 import BatchDetailUserType0  # noqa: PLC0415

        id = self.id

        channel: Literal["chat"] | Literal["sms"]
        channel = self.channel

        kind: (
            Literal["birthday"]
            | Literal["bulk"]
            | Literal["group"]
            | Literal["resend"]
            | Literal["single"]
            | Literal["stage"]
        )
        kind = self.kind

        audience = self.audience.to_dict()

        status: (
            Literal["cancelled"]
            | Literal["completed"]
            | Literal["failed"]
            | Literal["held"]
            | Literal["queued"]
            | Literal["scheduled"]
            | Literal["sending"]
        )
        status = self.status

        total = self.total

        credits_ = self.credits_

        submitted = self.submitted

        failed = self.failed

        cancelled = self.cancelled

        opted_out = self.opted_out

        failure_reason: None | str
        failure_reason = self.failure_reason

        scheduled_at: None | str
        if isinstance(self.scheduled_at, datetime.datetime):
            scheduled_at = self.scheduled_at.isoformat()
        else:
            scheduled_at = self.scheduled_at

        completed_at: None | str
        if isinstance(self.completed_at, datetime.datetime):
            completed_at = self.completed_at.isoformat()
        else:
            completed_at = self.completed_at

        cancelled_at: None | str
        if isinstance(self.cancelled_at, datetime.datetime):
            cancelled_at = self.cancelled_at.isoformat()
        else:
            cancelled_at = self.cancelled_at

        user: dict[str, Any] | None
        if isinstance(self.user, BatchDetailUserType0):
            user = self.user.to_dict()
        else:
            user = self.user

        created_at = self.created_at.isoformat()

        counts = self.counts.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "channel": channel,
                "kind": kind,
                "audience": audience,
                "status": status,
                "total": total,
                "credits": credits_,
                "submitted": submitted,
                "failed": failed,
                "cancelled": cancelled,
                "opted_out": opted_out,
                "failure_reason": failure_reason,
                "scheduled_at": scheduled_at,
                "completed_at": completed_at,
                "cancelled_at": cancelled_at,
                "user": user,
                "created_at": created_at,
                "counts": counts,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.batch_detail_audience import BatchDetailAudience  # noqa: PLC0415
        from ..models.batch_detail_counts import BatchDetailCounts  # noqa: PLC0415
        from ..models.batch_detail_user_type_0 import BatchDetailUserType0  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        def _parse_channel(data: object) -> Literal["chat"] | Literal["sms"]:
            channel_type_0 = cast(Literal["sms"], data)
            if channel_type_0 != "sms":
                raise ValueError(f"channel_type_0 must match const 'sms', got '{channel_type_0}'")
            return channel_type_0
            channel_type_1 = cast(Literal["chat"], data)
            if channel_type_1 != "chat":
                raise ValueError(f"channel_type_1 must match const 'chat', got '{channel_type_1}'")
            return channel_type_1

        channel = _parse_channel(d.pop("channel"))

        def _parse_kind(
            data: object,
        ) -> (
            Literal["birthday"]
            | Literal["bulk"]
            | Literal["group"]
            | Literal["resend"]
            | Literal["single"]
            | Literal["stage"]
        ):
            kind_type_0 = cast(Literal["single"], data)
            if kind_type_0 != "single":
                raise ValueError(f"kind_type_0 must match const 'single', got '{kind_type_0}'")
            return kind_type_0
            kind_type_1 = cast(Literal["bulk"], data)
            if kind_type_1 != "bulk":
                raise ValueError(f"kind_type_1 must match const 'bulk', got '{kind_type_1}'")
            return kind_type_1
            kind_type_2 = cast(Literal["group"], data)
            if kind_type_2 != "group":
                raise ValueError(f"kind_type_2 must match const 'group', got '{kind_type_2}'")
            return kind_type_2
            kind_type_3 = cast(Literal["birthday"], data)
            if kind_type_3 != "birthday":
                raise ValueError(f"kind_type_3 must match const 'birthday', got '{kind_type_3}'")
            return kind_type_3
            kind_type_4 = cast(Literal["stage"], data)
            if kind_type_4 != "stage":
                raise ValueError(f"kind_type_4 must match const 'stage', got '{kind_type_4}'")
            return kind_type_4
            kind_type_5 = cast(Literal["resend"], data)
            if kind_type_5 != "resend":
                raise ValueError(f"kind_type_5 must match const 'resend', got '{kind_type_5}'")
            return kind_type_5

        kind = _parse_kind(d.pop("kind"))

        audience = BatchDetailAudience.from_dict(d.pop("audience"))

        def _parse_status(
            data: object,
        ) -> (
            Literal["cancelled"]
            | Literal["completed"]
            | Literal["failed"]
            | Literal["held"]
            | Literal["queued"]
            | Literal["scheduled"]
            | Literal["sending"]
        ):
            status_type_0 = cast(Literal["scheduled"], data)
            if status_type_0 != "scheduled":
                raise ValueError(f"status_type_0 must match const 'scheduled', got '{status_type_0}'")
            return status_type_0
            status_type_1 = cast(Literal["queued"], data)
            if status_type_1 != "queued":
                raise ValueError(f"status_type_1 must match const 'queued', got '{status_type_1}'")
            return status_type_1
            status_type_2 = cast(Literal["sending"], data)
            if status_type_2 != "sending":
                raise ValueError(f"status_type_2 must match const 'sending', got '{status_type_2}'")
            return status_type_2
            status_type_3 = cast(Literal["held"], data)
            if status_type_3 != "held":
                raise ValueError(f"status_type_3 must match const 'held', got '{status_type_3}'")
            return status_type_3
            status_type_4 = cast(Literal["completed"], data)
            if status_type_4 != "completed":
                raise ValueError(f"status_type_4 must match const 'completed', got '{status_type_4}'")
            return status_type_4
            status_type_5 = cast(Literal["cancelled"], data)
            if status_type_5 != "cancelled":
                raise ValueError(f"status_type_5 must match const 'cancelled', got '{status_type_5}'")
            return status_type_5
            status_type_6 = cast(Literal["failed"], data)
            if status_type_6 != "failed":
                raise ValueError(f"status_type_6 must match const 'failed', got '{status_type_6}'")
            return status_type_6

        status = _parse_status(d.pop("status"))

        total = d.pop("total")

        credits_ = d.pop("credits")

        submitted = d.pop("submitted")

        failed = d.pop("failed")

        cancelled = d.pop("cancelled")

        opted_out = d.pop("opted_out")

        def _parse_failure_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        failure_reason = _parse_failure_reason(d.pop("failure_reason"))

        def _parse_scheduled_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                scheduled_at_type_0 = datetime.datetime.fromisoformat(data)

                return scheduled_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        scheduled_at = _parse_scheduled_at(d.pop("scheduled_at"))

        def _parse_completed_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                completed_at_type_0 = datetime.datetime.fromisoformat(data)

                return completed_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        completed_at = _parse_completed_at(d.pop("completed_at"))

        def _parse_cancelled_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                cancelled_at_type_0 = datetime.datetime.fromisoformat(data)

                return cancelled_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        cancelled_at = _parse_cancelled_at(d.pop("cancelled_at"))

        def _parse_user(data: object) -> BatchDetailUserType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                user_type_0 = BatchDetailUserType0.from_dict(data)

                return user_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BatchDetailUserType0 | None, data)

        user = _parse_user(d.pop("user"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        counts = BatchDetailCounts.from_dict(d.pop("counts"))

        batch_detail = cls(
            id=id,
            channel=channel,
            kind=kind,
            audience=audience,
            status=status,
            total=total,
            credits_=credits_,
            submitted=submitted,
            failed=failed,
            cancelled=cancelled,
            opted_out=opted_out,
            failure_reason=failure_reason,
            scheduled_at=scheduled_at,
            completed_at=completed_at,
            cancelled_at=cancelled_at,
            user=user,
            created_at=created_at,
            counts=counts,
        )

        return batch_detail
