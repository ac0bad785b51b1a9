from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="SenderId")


@_attrs_define
class SenderId:
    """A sender id the organization requested: pending until a platform admin approves or rejects it

    Attributes:
        id (int):
        sender_id (str):
        status (Literal['approved'] | Literal['pending'] | Literal['rejected']):
        rejection_reason (None | str):
        reviewed_at (datetime.datetime | None):
        created_at (datetime.datetime):
        updated_at (datetime.datetime):
    """

    id: int
    sender_id: str
    status: Literal["approved"] | Literal["pending"] | Literal["rejected"]
    rejection_reason: None | str
    reviewed_at: datetime.datetime | None
    created_at: datetime.datetime
    updated_at: datetime.datetime

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        sender_id = self.sender_id

        status: Literal["approved"] | Literal["pending"] | Literal["rejected"]
        status = self.status

        rejection_reason: None | str
        rejection_reason = self.rejection_reason

        reviewed_at: None | str
        if isinstance(self.reviewed_at, datetime.datetime):
            reviewed_at = self.reviewed_at.isoformat()
        else:
            reviewed_at = self.reviewed_at

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "sender_id": sender_id,
                "status": status,
                "rejection_reason": rejection_reason,
                "reviewed_at": reviewed_at,
                "created_at": created_at,
                "updated_at": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        sender_id = d.pop("sender_id")

        def _parse_status(data: object) -> Literal["approved"] | Literal["pending"] | Literal["rejected"]:
            status_type_0 = cast(Literal["pending"], data)
            if status_type_0 != "pending":
                raise ValueError(f"status_type_0 must match const 'pending', got '{status_type_0}'")
            return status_type_0
            status_type_1 = cast(Literal["approved"], data)
            if status_type_1 != "approved":
                raise ValueError(f"status_type_1 must match const 'approved', got '{status_type_1}'")
            return status_type_1
            status_type_2 = cast(Literal["rejected"], data)
            if status_type_2 != "rejected":
                raise ValueError(f"status_type_2 must match const 'rejected', got '{status_type_2}'")
            return status_type_2

        status = _parse_status(d.pop("status"))

        def _parse_rejection_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        rejection_reason = _parse_rejection_reason(d.pop("rejection_reason"))

        def _parse_reviewed_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                reviewed_at_type_0 = datetime.datetime.fromisoformat(data)

                return reviewed_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        reviewed_at = _parse_reviewed_at(d.pop("reviewed_at"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))

        sender_id = cls(
            id=id,
            sender_id=sender_id,
            status=status,
            rejection_reason=rejection_reason,
            reviewed_at=reviewed_at,
            created_at=created_at,
            updated_at=updated_at,
        )

        return sender_id
