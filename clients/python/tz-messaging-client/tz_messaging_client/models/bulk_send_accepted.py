from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.bulk_send_accepted_rejected_item import BulkSendAcceptedRejectedItem


T = TypeVar("T", bound="BulkSendAccepted")


@_attrs_define
class BulkSendAccepted:
    """A bulk list queued as one batch

    Attributes:
        message (str):
        count (int): Messages queued
        opted_out (int): Recipients left out (not billed) because they opted out
        scheduled_at (datetime.datetime | None):
        batch_id (int):
        rejected (list[BulkSendAcceptedRejectedItem] | Unset): With `invalid: "skip"` only: the items left out, not
            billed
    """

    message: str
    count: int
    opted_out: int
    scheduled_at: datetime.datetime | None
    batch_id: int
    rejected: list[BulkSendAcceptedRejectedItem] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        message = self.message

        count = self.count

        opted_out = self.opted_out

        scheduled_at: None | str
        if isinstance(self.scheduled_at, datetime.datetime):
            scheduled_at = self.scheduled_at.isoformat()
        else:
            scheduled_at = self.scheduled_at

        batch_id = self.batch_id

        rejected: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.rejected, Unset):
            rejected = []
            for rejected_item_data in self.rejected:
                rejected_item = rejected_item_data.to_dict()
                rejected.append(rejected_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "message": message,
                "count": count,
                "opted_out": opted_out,
                "scheduled_at": scheduled_at,
                "batch_id": batch_id,
            }
        )
        if rejected is not UNSET:
            field_dict["rejected"] = rejected

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bulk_send_accepted_rejected_item import BulkSendAcceptedRejectedItem  # noqa: PLC0415

        d = dict(src_dict)
        message = d.pop("message")

        count = d.pop("count")

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

        _rejected = d.pop("rejected", UNSET)
        rejected: list[BulkSendAcceptedRejectedItem] | Unset = UNSET
        if _rejected is not UNSET:
            rejected = []
            for rejected_item_data in _rejected:
                rejected_item = BulkSendAcceptedRejectedItem.from_dict(rejected_item_data)

                rejected.append(rejected_item)

        bulk_send_accepted = cls(
            message=message,
            count=count,
            opted_out=opted_out,
            scheduled_at=scheduled_at,
            batch_id=batch_id,
            rejected=rejected,
        )

        return bulk_send_accepted
