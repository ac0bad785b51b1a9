from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="GroupSendAccepted")


@_attrs_define
class GroupSendAccepted:
    """A group's members queued as one batch

    Attributes:
        message (str):
        contacts (int): Members the message was queued for
        opted_out (int): Recipients left out (not billed) because they opted out
        scheduled_at (datetime.datetime | None):
        batch_id (int):
    """

    message: str
    contacts: int
    opted_out: int
    scheduled_at: datetime.datetime | None
    batch_id: int

    def to_dict(self) -> dict[str, Any]:
        message = self.message

        contacts = self.contacts

        opted_out = self.opted_out

        scheduled_at: None | str
        if isinstance(self.scheduled_at, datetime.datetime):
            scheduled_at = self.scheduled_at.isoformat()
        else:
            scheduled_at = self.scheduled_at

        batch_id = self.batch_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "message": message,
                "contacts": contacts,
                "opted_out": opted_out,
                "scheduled_at": scheduled_at,
                "batch_id": batch_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        message = d.pop("message")

        contacts = d.pop("contacts")

        opted_out = d.pop("opted_out")

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

        batch_id = d.pop("batch_id")

        group_send_accepted = cls(
            message=message,
            contacts=contacts,
            opted_out=opted_out,
            scheduled_at=scheduled_at,
            batch_id=batch_id,
        )

        return group_send_accepted
